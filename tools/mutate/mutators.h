#pragma once

#include <string>
#include <vector>

namespace askr::mutate {

struct Mutant {
    std::string id;  // stable description: operator and the text it changed
    std::string sql; // the mutated statement
};

// All mutants of one statement: WHERE/WHEN conjuncts and OR branches dropped,
// CASE branches dropped, ORDER BY terms flipped, SET assignments dropped,
// comparisons and IS [NOT] changed, + and - swapped, LIMIT loosened, and
// RETURNING items replaced by NULL.
std::vector<Mutant> mutants(const std::string &sql);

} // namespace askr::mutate
