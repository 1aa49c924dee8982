/* run-wasm.js - runs a wasm32-wasi command under node through the study pages' own shim
 * (judge/study/wasi.js), as its native build is run: stdin in, stdout and stderr out, its exit
 * status. judge/tests/study-test.sh compares what it prints with the native tool's, byte for byte.
 *
 *   node judge/study/run-wasm.js TOOL.wasm [ARG...] < input
 *   node judge/study/run-wasm.js --each DIR TOOL.wasm [ARG...] < list
 *        one run per input file named in list (one path a line): DIR/N.out gets the stdout of the
 *        N-th (from 1), DIR/N.err its stderr and then a line "exit STATUS"; one node for them all
 */
"use strict";
const fs = require("fs");
const { runWasi } = require("./wasi.js");
const each = process.argv[2] === "--each" ? process.argv[3] : null;
const [file, ...args] = process.argv.slice(each === null ? 2 : 4);
const wasm = new WebAssembly.Module(fs.readFileSync(file));
if (each === null) {
  const r = runWasi(wasm, [file, ...args], new Uint8Array(fs.readFileSync(0)));
  fs.writeSync(1, r.stdout);
  fs.writeSync(2, r.stderr);
  process.exitCode = r.status;
} else {
  fs.readFileSync(0, "utf8").split("\n").filter((l) => l).forEach((input, i) => {
    const r = runWasi(wasm, [file, ...args], new Uint8Array(fs.readFileSync(input)));
    fs.writeFileSync(`${each}/${i + 1}.out`, r.stdout);
    fs.writeFileSync(`${each}/${i + 1}.err`, Buffer.concat([r.stderr, Buffer.from(`exit ${r.status}\n`)]));
  });
}
