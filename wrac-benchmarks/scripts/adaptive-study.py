"""Can any per-document selection among the adaptive planner's candidates reach issue 12's target?

usage: adaptive-study.py BENCH_DIR REPORT_DIR CANDIDATE,CANDIDATE,... [--write RULE FILE.jsonl]

REPORT_DIR is the output of AdaptiveSelectionReport run with these candidates (scores.csv, and
chunks/*.jsonl: each candidate's post-processed chunks). BENCH_DIR is the output of one
`wrac bench` run whose strategies are every candidate alone (its spec: the bars) and every
chunks/*.jsonl (jsonl:REPORT_DIR/chunks/NAME.jsonl: what the adaptive planner chooses among); its
bench-queries.csv holds every query's scores. All queries of the corpus have their facts in one
document, so a selection's scores are the chosen candidates' per-query scores, summed per document
(offline: the other documents' chunks, which compete in retrieval, are those of the same
candidate, not of the selection; `--write` makes the selection's chunks to bench it for real).

Target: R@1024 and ceiling above every candidate alone; R@512 and MRR@6 within 0.01 of the best
candidate alone. Margin = the smallest of the four slacks; >= 0 (strictly > 0 for the first two)
meets it.

Prints: (1) the candidates alone and post-processed; (2) the ceiling's room: the highest ceiling
any selection can reach, against the bar; (3) a hindsight oracle (chooses with the queries'
scores, a Lagrangian search over the four criteria): what selection could reach knowing the
queries; (4) query-blind rule families, each with its best rule on all four organisations and
leave-one-organisation-out (choose the rule on three, report the fourth):
  weights  - weighted sum of the five metrics, every weight vector in {0,1,2}^5;
  size     - by the document's content tokens: candidate a below lo, b below hi, c above;
  sc-range - SC measured on another size range [lo, hi], with a few weightings of the five.
"""
import collections, csv, itertools, json, os, re, sys

CRITERIA = ["R@512", "MRR@6", "R@1024", "ceiling"]
METRICS = ["SC", "BI", "ICC", "DCC", "RC"]


def key(name):
    return re.sub(r"[^a-z0-9]", "", name.strip().lower().rsplit(".", 1)[0])


def load(bench_dir, report_dir, cands):
    alone, post = {}, {}
    for c in cands:
        alone[c] = c
        post["jsonl:" + os.path.join(report_dir, "chunks", c.replace(":", "-") + ".jsonl")] = c
    sums = collections.defaultdict(lambda: collections.defaultdict(lambda: [0.0] * 4))
    queries = collections.Counter()
    seen = set()
    for r in csv.DictReader(open(os.path.join(bench_dir, "bench-queries.csv"))):
        s = r["strategy"]
        name = ("alone", alone[s]) if s in alone else ("post", post[s]) if s in post else None
        if name is None:
            continue
        seen.add(name)
        doc = (r["organisation"], key(r["documents"]))
        v = sums[doc][name]
        for i, m in enumerate(CRITERIA):
            v[i] += float(r[m])
        if name == ("alone", cands[0]):
            queries[doc] += 1
    missing = [f"{p} {c}" for c in cands for p in ("alone", "post") if (p, c) not in seen]
    if missing:
        sys.exit("the bench run lacks " + ", ".join(missing))
    features, tokens = collections.defaultdict(dict), {}
    for r in csv.DictReader(open(os.path.join(report_dir, "scores.csv"))):
        if r["phase"] == "post" and r["candidate"] in cands:
            doc = (r["org"].strip(), key(r["doc"]))
            features[doc][r["candidate"]] = [float(r[m]) for m in METRICS]
            tokens[doc] = int(r["tokens"])
    sizes = collections.defaultdict(lambda: collections.defaultdict(list))
    for c in cands:
        for line in open(os.path.join(report_dir, "chunks", c.replace(":", "-") + ".jsonl")):
            j = json.loads(line)
            sizes[c][key(j["doc"])].append(j["tokens"])
    docs = [d for d in queries if d in features]
    if len(docs) < len(queries):
        sys.exit(f"{len(queries) - len(docs)} documents with queries have no scores in scores.csv")
    return sums, queries, features, tokens, sizes, docs, list(features)


def main():
    bench_dir, report_dir, cands = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
    sums, queries, features, tokens, sizes, docs, all_docs = load(bench_dir, report_dir, cands)
    orgs = sorted({d[0] for d in docs})

    def total(choice, on, phase="post"):
        ds = [d for d in docs if d[0] in on]
        n = sum(queries[d] for d in ds)
        return [sum(sums[d][(phase, choice(d))][i] for d in ds) / n for i in range(4)]

    def bars(on):
        alone = [total(lambda d, c=c: c, on, "alone") for c in cands]
        return [max(a[i] for a in alone) for i in range(4)]

    def margin(choice, on):
        t, b = total(choice, on), bars(on)
        slack = [t[0] - (b[0] - 0.01), t[1] - (b[1] - 0.01), t[2] - b[2], t[3] - b[3]]
        return min(slack), slack, t

    def show(label, choice, on=orgs):
        m, slack, t = margin(choice, on)
        return (f"{label:58s} margin {m:+.4f}  " + " ".join(f"{x:.3f}" for x in t)
                + "  slack " + " ".join(f"{x:+.3f}" for x in slack))

    n = sum(queries.values())
    print(f"{len(docs)} documents, {n} judged queries; criteria {' '.join(CRITERIA)}")
    print("(1) candidates alone and post-processed")
    for c in cands:
        for phase in ("alone", "post"):
            t = total(lambda d, c=c: c, orgs, phase)
            print(f"  {c:15s} {phase:6s} " + " ".join(f"{x:.3f}" for x in t))
    b = bars(orgs)
    print("  bars: R@512 >= %.3f, MRR@6 >= %.3f, R@1024 > %.3f, ceiling > %.3f"
          % (b[0] - 0.01, b[1] - 0.01, b[2], b[3]))

    best_ceiling = sum(max(sums[d][("post", c)][3] for c in cands) for d in docs) / n
    print(f"(2) ceiling: the highest any selection reaches is {best_ceiling:.4f} against the bar "
          f"{b[3]:.4f}: room {best_ceiling - b[3]:+.4f} ({(best_ceiling - b[3]) * n:.1f} queries' "
          "worth of facts)")

    grid = [0, 0.25, 0.5, 1, 2, 4, 8]
    oracle = None
    for w in itertools.product(grid, repeat=4):
        if any(w):
            pick = {d: max(cands, key=lambda c: sum(a * x for a, x in zip(w, sums[d][("post", c)])))
                    for d in docs}
            m = margin(pick.get, orgs)[0]
            if oracle is None or m > oracle[0]:
                oracle = (m, w, pick)
    print("(3) " + show(f"hindsight oracle (criteria weights {oracle[1]})", oracle[2].get))

    rules = {"weights": {}, "size": {}, "sc-range": {}}
    for w in itertools.product([0, 1, 2], repeat=5):
        if any(w):
            rules["weights"]["w=" + "".join(map(str, w))] = {d: max(cands, key=lambda c: (
                sum(a * x for a, x in zip(w, features[d][c])), -cands.index(c))) for d in all_docs}
    for lo, hi in itertools.product([300, 500, 800, 1000, 1200], [800, 1200, 1500, 2000, 3000, 10**9]):
        if hi > lo:
            for x, y, z in itertools.product(cands, repeat=3):
                rules["size"][f"<{lo}:{x} <{hi}:{y} else {z}"] = {
                    d: x if tokens[d] < lo else y if tokens[d] < hi else z for d in all_docs}
    for lo, hi in itertools.product([0, 100, 200, 300], [300, 400, 600, 800, 1100]):
        if hi > lo:
            for w in [(1, 1, 1, 1, 1), (2, 1, 1, 1, 1), (1, 1, 1, 0, 1), (1, 0, 1, 1, 0), (1, 0, 0, 1, 0)]:
                def value(d, c, lo=lo, hi=hi, w=w):
                    s = sizes[c][d[1]]
                    sc = sum(lo <= t <= hi for t in s) / len(s) if s else 1.0
                    return sum(a * x for a, x in zip(w, [sc] + features[d][c][1:]))
                rules["sc-range"][f"SC[{lo},{hi}] w={w}"] = {
                    d: max(cands, key=lambda c: (value(d, c), -cands.index(c))) for d in all_docs}
    print("(4) query-blind rule families")
    print("  " + show("equal weights (the default rule)", rules["weights"]["w=11111"].get))
    for family, fam in rules.items():
        best = max(fam, key=lambda r: margin(fam[r].get, orgs)[0])
        print(f"  {family}: {len(fam)} rules; best " + show(best, fam[best].get))
        for held in orgs:
            train = [o for o in orgs if o != held]
            chosen = max(fam, key=lambda r: margin(fam[r].get, train)[0])
            print(f"    held out {held[:12]:12s} chose {chosen:30s} train "
                  f"{margin(fam[chosen].get, train)[0]:+.4f}; held out: "
                  + show("", fam[chosen].get, [held]).strip())

    if "--write" in sys.argv:
        rule, out = sys.argv[sys.argv.index("--write") + 1], sys.argv[sys.argv.index("--write") + 2]
        pick = next(f[rule] for f in rules.values() if rule in f)
        by_name = {}
        for (org, doc), c in pick.items():
            if by_name.setdefault(doc, c) != c:
                sys.exit(f"document {doc} is in two organisations with different choices")
        with open(out, "w") as f:
            for c in cands:
                for line in open(os.path.join(report_dir, "chunks", c.replace(":", "-") + ".jsonl")):
                    if by_name[key(json.loads(line)["doc"])] == c:
                        f.write(line)
        print("wrote", out)


if __name__ == "__main__":
    main()
