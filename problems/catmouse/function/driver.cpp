// catmouse's LeetCode caller for C++: a file that defines class Solution's catMouseGame and no
// main is judged as LeetCode calls it (README.md, "As its judge would judge it"): the standard
// headers and `using namespace std` before it, as LeetCode's editor has them; a new Solution
// per graph, as LeetCode makes one per test, its answer on a line.
// calls: catMouseGame
// entry: main(
#include <bits/stdc++.h>
using namespace std;
#line 1
{solution}

int main() {
    string s((istreambuf_iterator<char>(cin)), istreambuf_iterator<char>());
    vector<vector<int>> graph;
    vector<int> list;
    int depth = 0, value = -1;
    for (char ch : s) {
        if (ch >= '0' && ch <= '9') {
            value = (value < 0 ? 0 : value * 10) + (ch - '0');
            continue;
        }
        if (value >= 0 && (ch == ',' || ch == ']')) list.push_back(value), value = -1;
        if (ch == '[' && ++depth == 2) list.clear();
        else if (ch == ']' && --depth == 1) graph.push_back(list);
        else if (ch == ']' && depth == 0) {
            Solution solution;
            printf("%d\n", solution.catMouseGame(graph));
            graph.clear();
        }
    }
}
