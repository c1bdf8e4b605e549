import { FOLD_CODE } from '../text.js';

/**
 * Aho–Corasick over UTF-16 code units: every pattern found in one pass over the text, overlaps included.
 * Hand-written because the npm packages tried were grapheme-aware and too slow for the benchmark goal (the
 * texts are already normalised, so code units are enough).
 */
/** Characters of a pattern's context kept for whole-word checks (a power of two, longer than any rule text). */
const HISTORY = 1024;

export interface AcMatch {
  pattern: number;
  start: number;
  end: number;
}

export class AhoCorasick {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Patterns ending exactly at each node. */
  private readonly out: number[][] = [[]];
  /** Nearest node on the failure chain that has patterns (-1: none), so reporting skips empty nodes. */
  private readonly outLink: number[] = [-1];
  private readonly lengths: number[];

  constructor(patterns: readonly string[]) {
    this.lengths = patterns.map((p) => p.length);
    patterns.forEach((p, index) => {
      if (!p) return;
      let node = 0;
      for (let i = 0; i < p.length; i += 1) {
        const c = p.charCodeAt(i);
        let child = this.next[node].get(c);
        if (child === undefined) {
          child = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.outLink.push(-1);
          this.next[node].set(c, child);
        }
        node = child;
      }
      this.out[node].push(index);
    });
    // Breadth-first: a node's failure is the longest proper suffix of its path that is also a path.
    const queue: number[] = [...this.next[0].values()];
    for (let q = 0; q < queue.length; q += 1) {
      const node = queue[q];
      for (const [c, child] of this.next[node]) {
        let f = this.fail[node];
        while (f !== 0 && !this.next[f].has(c)) f = this.fail[f];
        const target = this.next[f].get(c);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        const fc = this.fail[child];
        this.outLink[child] = this.out[fc].length ? fc : this.outLink[fc];
        queue.push(child);
      }
    }
  }

  /**
   * The automaton as a DFA over character classes, built on the first scan: every code unit that occurs in some
   * pattern has a class of its own (1…), every other one class 0, which always leads back to the root. The rules'
   * texts use a few dozen characters, so a row is a few dozen entries and the whole table stays in the CPU's cache
   * (a row of 128, one per ASCII character, made the tables of the benchmark's 3,000-node automata 1.5 MB each).
   */
  private dfa: { classOf: Uint16Array; width: number; delta: Int32Array; report: Int32Array; outputStart: Int32Array; outputs: Int32Array; link: Int32Array; lengths: Int32Array } | null = null;

  private buildDfa() {
    const classOf = new Uint16Array(0x10000);
    let width = 1;
    for (const edges of this.next) for (const c of edges.keys()) if (classOf[c] === 0) classOf[c] = width++;
    const size = this.next.length;
    const delta = new Int32Array(size * width);
    // Breadth-first, so a node's failure row is filled before the node's.
    const order: number[] = [0];
    for (let q = 0; q < order.length; q += 1) for (const child of this.next[order[q]].values()) order.push(child);
    for (const node of order) {
      const row = node * width;
      const failRow = this.fail[node] * width;
      for (let k = 1; k < width; k += 1) delta[row + k] = node === 0 ? 0 : delta[failRow + k];
      for (const [c, child] of this.next[node]) delta[row + classOf[c]] = child;
    }
    // The first node on a state's output chain (itself, or its output link), -1 when it reports nothing; each node's
    // patterns flattened (outputs[outputStart[n]] … outputs[outputStart[n + 1] - 1]) and its output link.
    const report = Int32Array.from({ length: size }, (_, n) => (this.out[n].length ? n : this.outLink[n]));
    const outputStart = new Int32Array(size + 1);
    for (let n = 0; n < size; n += 1) outputStart[n + 1] = outputStart[n] + this.out[n].length;
    const outputs = Int32Array.from(this.out.flat());
    const link = Int32Array.from(this.outLink);
    const lengths = Int32Array.from(this.lengths);
    return (this.dfa = { classOf, width, delta, report, outputStart, outputs, link, lengths });
  }

  /** Calls `found` for every occurrence of every pattern. */
  scan(text: string, found: (pattern: number, start: number, end: number) => void): void {
    const { classOf, width, delta, report } = this.dfa ?? this.buildDfa();
    const { out, outLink, lengths } = this;
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      state = delta[state * width + classOf[text.charCodeAt(i)]];
      for (let n = report[state]; n > 0; n = outLink[n]) {
        for (const p of out[n]) found(p, i + 1 - lengths[p], i + 1);
      }
    }
  }

  /** `scan` over the first `length` code units of `codes` (a text already folded into code units). */
  scanCodes(codes: Uint16Array, length: number, found: (pattern: number, start: number, end: number) => void): void {
    const { classOf, width, delta, report, outputStart, outputs, link, lengths } = this.dfa ?? this.buildDfa();
    let state = 0;
    for (let i = 0; i < length; i += 1) {
      state = delta[state * width + classOf[codes[i]]];
      for (let n = report[state]; n > 0; n = link[n]) {
        for (let k = outputStart[n]; k < outputStart[n + 1]; k += 1) {
          const p = outputs[k];
          found(p, i + 1 - lengths[p], i + 1);
        }
      }
    }
  }

  /**
   * Scans `text` as normalizeText would see it (lower case, accents removed, whitespace runs as one space, trimmed)
   * without building that string: each code unit is folded by table look-up on the way. Reports each occurrence
   * with the folded characters just before and after it (-1 at the edges), for whole-word checks.
   */
  scanFolded(text: string, found: (pattern: number, before: number, after: number) => void): void {
    const { classOf, width, delta, report } = this.dfa ?? this.buildDfa();
    const { out, outLink, lengths, history, pending } = this;
    const mask = HISTORY - 1;
    let pos = 0;
    let state = 0;
    let pendingSpace = false;
    let nPending = 0;
    let i = 0;
    let extra = ''; // a character that folds to several, being fed one by one
    let k = 0;
    for (;;) {
      let code: number;
      if (k < extra.length) {
        code = extra.charCodeAt(k);
        k += 1;
      } else {
        if (i >= text.length) break;
        const c = text.charCodeAt(i);
        i += 1;
        const f = c < FOLD_CODE.length ? FOLD_CODE[c] : -1;
        if (f === 0) continue;
        if (f === -1) {
          const folded = text.charAt(i - 1).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
          extra = /^\s+$/.test(folded) ? ' ' : folded;
          k = 0;
          continue;
        }
        code = f;
      }
      if (code === 32) {
        pendingSpace = pos > 0;
        continue;
      }
      // Emit the pending space (if any), then the character.
      for (let round = pendingSpace ? 0 : 1; round < 2; round += 1) {
        const emitted = round === 0 ? 32 : code;
        if (nPending) {
          for (let q = 0; q < nPending; q += 1) {
            const p = pending[q];
            found(p, pos > lengths[p] ? history[(pos - lengths[p] - 1) & mask] : -1, emitted);
          }
          nPending = 0;
        }
        history[pos & mask] = emitted;
        pos += 1;
        state = delta[state * width + classOf[emitted]];
        for (let n = report[state]; n > 0; n = outLink[n]) {
          for (const p of out[n]) if (nPending < pending.length) pending[nPending++] = p;
        }
      }
      pendingSpace = false;
    }
    for (let q = 0; q < nPending; q += 1) {
      const p = pending[q];
      found(p, pos > lengths[p] ? history[(pos - lengths[p] - 1) & mask] : -1, -1);
    }
  }

  /** Reused by scanFolded (one scan at a time: JavaScript runs one at a time). */
  private readonly history = new Int32Array(HISTORY);
  private readonly pending = new Int32Array(4096);

  search(text: string): AcMatch[] {
    const hits: AcMatch[] = [];
    this.scan(text, (pattern, start, end) => hits.push({ pattern, start, end }));
    return hits;
  }
}
