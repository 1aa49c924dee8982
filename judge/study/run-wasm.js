/* run-wasm.js - runs a wasm32-wasi command under node through the study pages' own shim
 * (judge/study/wasi.js), as the native build is run: stdin in, stdout and stderr out, its exit
 * status. judge/tests/study-test.sh compares its output with the native tool's, byte for byte.
 *
 *   node judge/study/run-wasm.js TOOL.wasm [ARG...] < input
 */
"use strict";
const fs = require("fs");
const { runWasi } = require("./wasi.js");
const [file, ...args] = process.argv.slice(2);
const module_ = new WebAssembly.Module(fs.readFileSync(file));
const r = runWasi(module_, [file, ...args], new Uint8Array(fs.readFileSync(0)));
fs.writeSync(1, r.stdout);
fs.writeSync(2, r.stderr);
process.exitCode = r.status;
