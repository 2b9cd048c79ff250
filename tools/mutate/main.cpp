// askr-mutate: checks that the conformance suite has teeth. It mutates each
// statement of the contract documents (one change at a time), points the
// conformance tests at the mutated copy through ASKR_CONTRACTS_DIR, and
// expects them to fail. Survivors must be killed by a new test or listed in
// the equivalents file with a reason.

#include "document.h"
#include "mutators.h"

#include <sqlite3.h>

#include <atomic>
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

int runTests(const std::vector<std::string> &tests, const std::string &dir)
{
    for (const auto &t : tests) {
        const pid_t pid = fork();
        if (pid == 0) {
            setenv("ASKR_CONTRACTS_DIR", dir.c_str(), 1);
            setenv("QT_QPA_PLATFORM", "offscreen", 1);
            std::freopen("/dev/null", "w", stdout);
            std::freopen("/dev/null", "w", stderr);
            execl(t.c_str(), t.c_str(), "-silent", static_cast<char *>(nullptr));
            _exit(127);
        }
        int status = 0;
        waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            return 1; // killed
    }
    return 0;
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
    const ContractSet set = loadContractSet(dir, {"queue", "cache", "pubsub", "database", "history"}, diags);
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
    std::atomic<size_t> next{0};
    std::mutex outMutex;
    auto worker = [&](int n) {
        const fs::path mine = tmpRoot / std::to_string(n);
        fs::create_directories(mine);
        for (const auto &entry : fs::directory_iterator(dir))
            if (entry.path().extension() == ".md")
                fs::copy_file(entry.path(), mine / entry.path().filename(), fs::copy_options::overwrite_existing);
        for (size_t i; (i = next++) < work.size();) {
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
            std::vector<std::string> bins = tests[j.contract];
            for (const auto &[c, b] : tests)
                if (c == "all")
                    bins.insert(bins.end(), b.begin(), b.end());
            j.killed = runTests(bins, mine.string()) != 0;
            {
                std::ofstream out(docPath, std::ios::binary | std::ios::trunc);
                out << original;
            }
        }
    };
    std::vector<std::thread> threads;
    for (int n = 0; n < jobs; ++n)
        threads.emplace_back(worker, n);
    for (auto &t : threads)
        t.join();
    fs::remove_all(tmpRoot);

    std::map<std::string, std::string> equivalents;
    for (const auto &path : equivalentsPaths)
        for (const auto &[k, v] : readEquivalents(path))
            equivalents[k] = v;
    std::set<std::string> seen;
    int killed = 0, equivalent = 0, survived = 0;
    std::map<std::string, std::pair<int, int>> perOp;
    for (const auto &j : work) {
        const std::string key = j.contract + "." + j.op + ": " + j.id;
        seen.insert(key);
        auto &po = perOp[j.contract + "." + j.op];
        ++po.second;
        if (j.killed) {
            ++killed;
            ++po.first;
            if (equivalents.count(key))
                std::cout << "NOTE   listed as equivalent but killed (remove it from the list): " << key << "\n";
        } else if (equivalents.count(key)) {
            ++equivalent;
            std::cout << "EQUIV  " << key << "  -- " << equivalents.at(key) << "\n";
        } else {
            ++survived;
            std::cout << "SURVIVED " << key << "\n    at " << j.file << ":" << j.line << "\n    mutated: " << j.mutatedSql << "\n";
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
    std::cout << "\nmutants: " << work.size() << " (" << invalid << " more did not prepare and are not counted)\n"
              << "killed: " << killed << ", equivalent (listed): " << equivalent << ", survived: " << survived << "\n"
              << "mutation score: " << (scored ? 100.0 * killed / scored : 100.0) << "% of non-equivalent mutants killed\n";
    return survived == 0 && stale == 0 ? 0 : 1;
}
