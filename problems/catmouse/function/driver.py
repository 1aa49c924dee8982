# catmouse's LeetCode caller for Python: a file that defines class Solution's catMouseGame and
# reads no input is judged as LeetCode calls it (README.md, "As its judge would judge it"): the
# names LeetCode's editor has imported before it; a new Solution per graph, as LeetCode makes
# one per test, its answer on a line.
# calls: catMouseGame
# entry: stdin input( open(
from typing import *
import collections, functools, heapq, itertools, math, bisect, sys
from collections import Counter, defaultdict, deque
from functools import cache, lru_cache
{solution}


def _main():
    import json
    text, at, decoder, out = sys.stdin.read(), 0, json.JSONDecoder(), []
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at == len(text):
            break
        graph, at = decoder.raw_decode(text, at)
        out.append(str(Solution().catMouseGame(graph)))
    sys.stdout.write("".join(line + "\n" for line in out))


_main()
