// catmouse's LeetCode caller for Java: a file that defines class Solution's catMouseGame and no
// main is judged as LeetCode calls it (README.md, "As its judge would judge it"): java.util.*
// imported before it, as LeetCode's editor has it; a new Solution per graph, as LeetCode makes
// one per test, its answer on a line.
// calls: catMouseGame
// entry: main(
import java.util.*;
import java.io.*;
{solution}

public class Main {
    public static void main(String[] args) throws IOException {
        InputStream in = new BufferedInputStream(System.in);
        List<int[]> graph = new ArrayList<>();
        int[] list = new int[16];
        int size = 0, depth = 0, value = -1, ch;
        StringBuilder out = new StringBuilder();
        while ((ch = in.read()) != -1) {
            if (ch >= '0' && ch <= '9') {
                value = (value < 0 ? 0 : value * 10) + (ch - '0');
                continue;
            }
            if (value >= 0 && (ch == ',' || ch == ']')) {
                if (size == list.length) list = Arrays.copyOf(list, 2 * size);
                list[size++] = value;
                value = -1;
            }
            if (ch == '[' && ++depth == 2) size = 0;
            else if (ch == ']' && --depth == 1) graph.add(Arrays.copyOf(list, size));
            else if (ch == ']' && depth == 0) {
                out.append(new Solution().catMouseGame(graph.toArray(new int[0][]))).append('\n');
                graph.clear();
            }
        }
        System.out.print(out);
    }
}
