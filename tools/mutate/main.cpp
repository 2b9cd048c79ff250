// askr-mutate: checks that the conformance suite has teeth. It mutates each
// statement of the contract documents (one change at a time), points the
// conformance tests at the mutated copy through ASKR_CONTRACTS_DIR, and
// expects them to fail. Survivors must be killed by a new test or listed in
// the equivalents file with a reason.
//
// A mutant of an operation can only be killed by a test function that runs
// that operation, so a first pass runs every suite unmutated and records
// which function ran which operation (ASKR_FUNCTION_COVERAGE); each mutant
// then runs just those functions, across every suite that has one:
// cheapest first, ending at the first failure (ASKR_FAIL_FAST), since most
// mutants fail at once and a few functions of the queue suite take 0.1 to
// 0.25 s each.

#include "document.h"
#include "mutators.h"

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <unistd.h>
#include <sys/wait.h>

namespace fs = std::filesystem;
using namespace askr::contracts;

namespace {

struct Job {
    std::string contract, op, file, id;
    std::string originalSql, mutatedSql;
    int line;
    bool killed = false;
    bool hung = false; // killed by running past its time
};

// Equivalents file: lines "- `queue.Claim: <mutant id>`: reason".
std::map<std::string, std::string> readEquivalents(const std::string &path)
{
    std::map<std::string, std::string> out;
    std::string text;
    if (!readFile(path, text))
        return out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("- `", 0) != 0)
            continue;
        const auto close = line.find('`', 3);
        if (close == std::string::npos)
            continue;
        std::string reason = line.substr(close + 1);
        const auto b = reason.find_first_not_of(": \t");
        out[line.substr(3, close - 3)] = b == std::string::npos ? std::string() : reason.substr(b);
    }
    return out;
}

// One run of a suite: its binary, the test functions to run (all when
// empty) and how long it may take before it counts as hung.
struct Run {
    std::string binary;
    std::vector<std::string> functions;
    std::chrono::milliseconds limit{0};
};

// The time of each test function in QtTest's XML log (its data rows
// together): <TestFunction name="f"> ... <Duration msecs="12.5"/>.
std::map<std::string, double> functionMillis(const fs::path &xml)
{
    std::map<std::string, double> out;
    std::ifstream in(xml);
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    const std::string tag = "<TestFunction name=\"", duration = "<Duration msecs=\"";
    for (size_t at = s.find(tag); at != std::string::npos; at = s.find(tag, at + 1)) {
        const size_t nameEnd = s.find('"', at + tag.size());
        const size_t end = s.find("</TestFunction>", at);
        if (nameEnd == std::string::npos || end == std::string::npos)
            break;
        const size_t d = s.rfind(duration, end);
        if (d != std::string::npos && d > at)
            out[s.substr(at + tag.size(), nameEnd - at - tag.size())] = std::atof(s.c_str() + d + duration.size());
    }
    return out;
}

enum class Outcome { Passed, Failed, TimedOut };

// Runs a suite with the documents in dir, killed once it has run for
// limit (a mutant can make a recursive walk or a join never end; QtTest
// would wait five minutes per function). The unmutated run records which
// function runs which operation (coverageFile) and what each takes
// (timingFile); a mutant's run ends at its first failure.
Outcome runSuite(const Run &run, const std::string &dir, std::chrono::milliseconds limit, const std::string &coverageFile = {},
    const std::string &timingFile = {})
{
    const pid_t pid = fork();
    if (pid == 0) {
        setenv("ASKR_CONTRACTS_DIR", dir.c_str(), 1);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        if (!coverageFile.empty())
            setenv("ASKR_FUNCTION_COVERAGE", coverageFile.c_str(), 1);
        else
            unsetenv("ASKR_FUNCTION_COVERAGE");
        unsetenv("ASKR_COVERAGE_DIR"); // ctest's record of the real run stays as it was
        if (coverageFile.empty())
            setenv("ASKR_FAIL_FAST", "1", 1);
        else
            unsetenv("ASKR_FAIL_FAST");
        std::freopen("/dev/null", "w", stdout);
        std::freopen("/dev/null", "w", stderr);
        const std::string timing = timingFile + ",xml";
        std::vector<char *> args{const_cast<char *>(run.binary.c_str()), const_cast<char *>("-silent")};
        if (!timingFile.empty()) {
            args.push_back(const_cast<char *>("-o"));
            args.push_back(const_cast<char *>(timing.c_str()));
        }
        for (const auto &f : run.functions)
            args.push_back(const_cast<char *>(f.c_str()));
        args.push_back(nullptr);
        execv(run.binary.c_str(), args.data());
        _exit(127);
    }
    const auto deadline = std::chrono::steady_clock::now() + limit;
    int status = 0;
    while (waitpid(pid, &status, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return Outcome::TimedOut;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? Outcome::Passed : Outcome::Failed;
}

// Runs fn(i) for i in [0, n) on up to jobs threads.
template<typename Fn>
void parallel(size_t n, int jobs, Fn fn)
{
    std::atomic<size_t> next{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < jobs; ++t)
        threads.emplace_back([&, t] {
            for (size_t i; (i = next++) < n;)
                fn(i, t);
        });
    for (auto &t : threads)
        t.join();
}

} // namespace

int main(int argc, char **argv)
{
    std::string dir, only;
    std::vector<std::string> equivalentsPaths;
    std::map<std::string, std::vector<std::string>> tests; // contract -> binaries
    int jobs = int(std::thread::hardware_concurrency());
    bool list = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--contracts" && i + 1 < argc)
            dir = argv[++i];
        else if (a == "--equivalents" && i + 1 < argc)
            equivalentsPaths.push_back(argv[++i]); // may be repeated
        else if (a == "--test" && i + 1 < argc) {
            const std::string spec = argv[++i];
            const auto eq = spec.find('=');
            if (eq == std::string::npos) {
                std::cerr << "--test wants CONTRACT=BINARY\n";
                return 2;
            }
            tests[spec.substr(0, eq)].push_back(spec.substr(eq + 1));
        } else if (a == "--jobs" && i + 1 < argc)
            jobs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (a == "--list")
            list = true;
        else {
            std::cerr << "usage: askr-mutate --contracts DIR --equivalents FILE --test CONTRACT=BINARY... [--jobs N] [--only Contract.Op] [--list]\n";
            return 2;
        }
    }
    if (dir.empty()) {
        std::cerr << "askr-mutate: --contracts is required\n";
        return 2;
    }

    std::vector<Diagnostic> diags;
    const ContractSet set = loadContractSet(dir, {"queue", "cache", "pubsub", "database", "history", "activity", "laravel"}, diags);
    if (!diags.empty()) {
        for (const auto &d : diags)
            std::cerr << d.format() << "\n";
        return 1;
    }

    // Mutants that do not even prepare against the schema are not counted:
    // they would be killed for a reason that proves nothing.
    sqlite3 *db = nullptr;
    sqlite3_open(":memory:", &db);
    for (const auto &c : set.contracts)
        for (const auto &st : c.schema)
            sqlite3_exec(db, st.sql.c_str(), nullptr, nullptr, nullptr);

    std::vector<Job> work;
    int invalid = 0;
    for (const auto &c : set.contracts) {
        for (const auto &op : c.operations) {
            if (!only.empty() && only != c.name + "." + op.name)
                continue;
            for (size_t s = 0; s < op.statements.size(); ++s) {
                const auto &st = op.statements[s];
                for (auto &m : askr::mutate::mutants(st.sql)) {
                    sqlite3_stmt *stmt = nullptr;
                    if (sqlite3_prepare_v2(db, m.sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
                        if (list)
                            std::cout << "(does not prepare) " << c.name << "." << op.name << ": " << m.id << ": " << sqlite3_errmsg(db) << "\n    " << m.sql << "\n";
                        ++invalid;
                        continue;
                    }
                    sqlite3_finalize(stmt);
                    const std::string id = op.statements.size() > 1 ? "statement " + std::to_string(s + 1) + ": " + m.id : m.id;
                    work.push_back({c.name, op.name, c.file, id, st.sql, m.sql, st.line});
                }
            }
        }
    }
    sqlite3_close(db);

    if (list) {
        for (const auto &j : work)
            std::cout << j.contract << "." << j.op << ": " << j.id << "\n";
        std::cout << work.size() << " mutants (" << invalid << " more did not prepare)\n";
        return 0;
    }

    const fs::path tmpRoot = fs::temp_directory_path() / ("askr-mutate-" + std::to_string(getpid()));
    fs::create_directories(tmpRoot);

    // Which test functions of which suite run each operation, from one
    // unmutated run of every suite. A suite that fails unmutated proves
    // nothing about mutants: stop.
    std::vector<std::string> binaries;
    for (const auto &[contract, bins] : tests)
        binaries.insert(binaries.end(), bins.begin(), bins.end());
    // A mutant's run may take ten times the suite's unmutated time (at least
    // ten seconds, for a loaded machine) before it counts as hung: killed.
    std::vector<int> baselineOk(binaries.size(), 0);
    std::map<std::string, std::chrono::milliseconds> limits;
    std::mutex limitsMutex;
    parallel(binaries.size(), jobs, [&](size_t i, int) {
        const auto started = std::chrono::steady_clock::now();
        baselineOk[i] = runSuite({binaries[i], {}}, dir, std::chrono::minutes(10), (tmpRoot / ("coverage-" + std::to_string(i) + ".txt")).string(),
                            (tmpRoot / ("timing-" + std::to_string(i) + ".xml")).string())
            == Outcome::Passed;
        const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
        std::lock_guard<std::mutex> lock(limitsMutex);
        limits[binaries[i]] = std::max<std::chrono::milliseconds>(std::chrono::seconds(10), 10 * took);
    });
    std::map<std::string, std::map<std::string, std::set<std::string>>> coveredBy; // operation -> binary -> functions
    std::map<std::string, std::map<std::string, double>> millis; // binary -> function -> ms unmutated
    for (size_t i = 0; i < binaries.size(); ++i) {
        if (!baselineOk[i]) {
            std::cerr << "askr-mutate: " << binaries[i] << " fails on the unmutated documents; fix it first\n";
            fs::remove_all(tmpRoot);
            return 1;
        }
        millis[binaries[i]] = functionMillis(tmpRoot / ("timing-" + std::to_string(i) + ".xml"));
        std::ifstream in(tmpRoot / ("coverage-" + std::to_string(i) + ".txt"));
        std::string line;
        while (std::getline(in, line)) {
            const auto tab = line.find('\t');
            if (tab != std::string::npos)
                coveredBy[line.substr(tab + 1)][binaries[i]].insert(line.substr(0, tab));
        }
    }
    // The runs that can kill a mutant of an operation. A function that QtTest
    // runs around every test (init, initTestCase, ...) means the whole suite.
    auto runsFor = [&](const std::string &operation) {
        std::vector<Run> runs;
        for (const auto &[binary, functions] : coveredBy[operation]) {
            Run r{binary, {}, limits[binary]};
            bool whole = false;
            double ms = 0;
            for (const auto &f : functions) {
                whole = whole || f.empty() || f == "init" || f == "cleanup" || f == "initTestCase" || f == "cleanupTestCase";
                r.functions.push_back(f);
                ms += millis[binary][f];
            }
            if (whole) {
                r.functions.clear();
            } else {
                // Cheapest first: the first failure ends the run.
                const auto &cost = millis[binary];
                std::stable_sort(r.functions.begin(), r.functions.end(), [&cost](const std::string &a, const std::string &b) {
                    const auto ca = cost.find(a), cb = cost.find(b);
                    return (ca == cost.end() ? 0.0 : ca->second) < (cb == cost.end() ? 0.0 : cb->second);
                });
                // Ten times what these functions took, at least three
                // seconds: a hung mutant of a 2 ms function waited out the
                // whole suite's limit (14 s for the queue's) before.
                r.limit = std::max<std::chrono::milliseconds>(std::chrono::seconds(3), std::chrono::milliseconds(static_cast<long long>(10 * ms)));
            }
            runs.push_back(std::move(r));
        }
        return runs;
    };
    std::map<std::string, std::vector<Run>> plan;
    size_t functionRuns = 0;
    for (const auto &j : work) {
        const std::string name = j.contract + "." + j.op;
        if (!plan.count(name)) {
            plan[name] = runsFor(name);
            for (const auto &r : plan[name])
                functionRuns += r.functions.empty() ? 1 : r.functions.size();
        }
    }

    parallel(jobs, jobs, [&](size_t n, int) {
        const fs::path mine = tmpRoot / std::to_string(n);
        fs::create_directories(mine);
        for (const auto &entry : fs::directory_iterator(dir))
            if (entry.path().extension() == ".md")
                fs::copy_file(entry.path(), mine / entry.path().filename(), fs::copy_options::overwrite_existing);
    });
    std::mutex outMutex;
    parallel(work.size(), jobs, [&](size_t i, int n) {
        const fs::path mine = tmpRoot / std::to_string(n);
        Job &j = work[i];
        const fs::path docPath = mine / fs::path(j.file).filename();
        std::string original;
        readFile(j.file, original);
        // Find the statement at or after its line, so that a statement
        // repeated in the document is mutated where it stands.
        size_t from = 0;
        for (int l = 1; l < j.line && from != std::string::npos; ++l)
            from = original.find('\n', from) + 1;
        const size_t at = original.find(j.originalSql, from);
        if (at == std::string::npos) {
            std::lock_guard<std::mutex> lock(outMutex);
            std::cerr << "askr-mutate: cannot find the statement of " << j.contract << "." << j.op << " in " << j.file << "\n";
            std::exit(1);
        }
        std::string mutated = original;
        mutated.replace(at, j.originalSql.size(), j.mutatedSql);
        {
            std::ofstream out(docPath, std::ios::binary | std::ios::trunc);
            out << mutated;
        }
        for (const auto &r : plan[j.contract + "." + j.op]) {
            const Outcome o = runSuite(r, mine.string(), r.limit);
            if (o != Outcome::Passed) {
                j.killed = true;
                j.hung = o == Outcome::TimedOut;
                break;
            }
        }
        {
            std::ofstream out(docPath, std::ios::binary | std::ios::trunc);
            out << original;
        }
    });
    fs::remove_all(tmpRoot);

    std::map<std::string, std::string> equivalents;
    for (const auto &path : equivalentsPaths)
        for (const auto &[k, v] : readEquivalents(path))
            equivalents[k] = v;
    std::set<std::string> seen;
    int killed = 0, hung = 0, equivalent = 0, survived = 0;
    std::map<std::string, std::pair<int, int>> perOp;
    for (const auto &j : work) {
        const std::string key = j.contract + "." + j.op + ": " + j.id;
        seen.insert(key);
        auto &po = perOp[j.contract + "." + j.op];
        ++po.second;
        if (j.killed) {
            ++killed;
            hung += j.hung;
            ++po.first;
            if (equivalents.count(key))
                std::cout << "NOTE   listed as equivalent but killed (remove it from the list): " << key << "\n";
        } else if (equivalents.count(key)) {
            ++equivalent;
            std::cout << "EQUIV  " << key << "  -- " << equivalents.at(key) << "\n";
        } else {
            ++survived;
            std::cout << "SURVIVED " << key << "\n    at " << j.file << ":" << j.line << "\n    mutated: " << j.mutatedSql << "\n";
            if (plan[j.contract + "." + j.op].empty())
                std::cout << "    no conformance test function runs " << j.contract << "." << j.op << "\n";
        }
    }
    int stale = 0;
    if (only.empty())
        for (const auto &[key, reason] : equivalents)
            if (!seen.count(key)) {
                ++stale;
                std::cout << "STALE  equivalents list names a mutant that no longer exists: " << key << "\n";
            }
    std::cout << "\nper operation (killed/total):\n";
    for (const auto &[op, kt] : perOp)
        std::cout << "  " << op << " " << kt.first << "/" << kt.second << "\n";
    const int scored = killed + survived;
    std::cout << "\nsuites run per mutant: only the test functions that run its operation (" << functionRuns << " functions for "
              << plan.size() << " operations)\n";
    std::cout << "\nmutants: " << work.size() << " (" << invalid << " more did not prepare and are not counted)\n"
              << "killed: " << killed << " (" << hung << " of them by running past their time), equivalent (listed): " << equivalent << ", survived: " << survived << "\n"
              << "mutation score: " << (scored ? 100.0 * killed / scored : 100.0) << "% of non-equivalent mutants killed\n";
    return survived == 0 && stale == 0 ? 0 : 1;
}
