/* wasi.js - runs one of our C tools compiled to wasm32-wasi, as a command: arguments, stdin
 * from bytes, stdout and stderr to bytes, the exit status. Used by the study pages and by
 * judge/study/run-wasm.js (the node test that compares every wasm tool with its native build),
 * so the page runs exactly what the test checks.
 *
 *   runWasi(module, args, stdinBytes) -> { status, stdout, stderr }   (Uint8Arrays)
 *
 * Our own, not node's WASI (which crashed on memory growth): the memory's buffer is looked up
 * afresh on every call, since memory.grow replaces it. Only what wasi-libc's stdio and a
 * command's startup use is real; files and directories are not offered (no preopened
 * directory), and any other call answers ENOSYS. A fresh instance per run: the C tools keep
 * their state in static variables.
 */
"use strict";
function runWasi(module, args, stdin) {
  const ENOSYS = 52, EBADF = 8, ESPIPE = 70;
  const argv = args.map((a) => new TextEncoder().encode(a + "\0"));
  const out = { 1: [], 2: [] };
  let memory, inPos = 0;
  const view = () => new DataView(memory.buffer);
  const bytes = () => new Uint8Array(memory.buffer);
  class Exit { constructor(status) { this.status = status; } }
  const iovecs = (iovs, n) => {
    const v = view(), list = [];
    for (let i = 0; i < n; i++) list.push([v.getUint32(iovs + 8 * i, true), v.getUint32(iovs + 8 * i + 4, true)]);
    return list;
  };
  const calls = {
    args_sizes_get(count, size) {
      view().setUint32(count, argv.length, true);
      view().setUint32(size, argv.reduce((s, a) => s + a.length, 0), true);
      return 0;
    },
    args_get(ptrs, buf) {
      argv.forEach((a, i) => { view().setUint32(ptrs + 4 * i, buf, true); bytes().set(a, buf); buf += a.length; });
      return 0;
    },
    environ_sizes_get(count, size) { view().setUint32(count, 0, true); view().setUint32(size, 0, true); return 0; },
    environ_get() { return 0; },
    fd_write(fd, iovs, n, written) {
      if (!out[fd]) return EBADF;
      let total = 0;
      for (const [p, len] of iovecs(iovs, n)) { out[fd].push(bytes().slice(p, p + len)); total += len; }
      view().setUint32(written, total, true);
      return 0;
    },
    fd_read(fd, iovs, n, read) {
      if (fd !== 0) return EBADF;
      let total = 0;
      for (const [p, len] of iovecs(iovs, n)) {
        const chunk = stdin.subarray(inPos, inPos + len);
        bytes().set(chunk, p);
        inPos += chunk.length, total += chunk.length;
      }
      view().setUint32(read, total, true);
      return 0;
    },
    fd_fdstat_get(fd, stat) { /* file type unknown, not a terminal: stdout is fully buffered */
      if (fd > 2) return EBADF;
      new Uint8Array(memory.buffer, stat, 24).fill(0);
      return 0;
    },
    fd_close() { return 0; },
    fd_seek() { return ESPIPE; }, /* as on a pipe */
    fd_prestat_get() { return EBADF; }, /* no preopened directory: no file can be opened */
    clock_time_get(id, precision, time) { view().setBigUint64(time, BigInt(Math.round(performance.now() * 1e6)), true); return 0; },
    random_get(buf, len) { crypto.getRandomValues(new Uint8Array(memory.buffer, buf, len)); return 0; },
    proc_exit(status) { throw new Exit(status); },
  };
  const wasi = new Proxy(calls, { get: (t, name) => t[name] || (() => ENOSYS) });
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory;
  let status = 0;
  try { instance.exports._start(); } catch (e) {
    if (!(e instanceof Exit)) throw e; /* a trap (abort, out of bounds) is not an exit status */
    status = e.status;
  }
  const join = (parts) => {
    const all = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let at = 0;
    for (const p of parts) { all.set(p, at); at += p.length; }
    return all;
  };
  return { status, stdout: join(out[1]), stderr: join(out[2]) };
}
if (typeof module !== "undefined") module.exports = { runWasi };
