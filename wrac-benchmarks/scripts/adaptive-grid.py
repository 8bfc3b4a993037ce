"""All weight vectors in {0,1,2}^5 (not all 0), grouped by the per-document selection they make.
usage: grid.py RUN_DIR OUT_DIR  -> OUT_DIR/sel-N.jsonl and OUT_DIR/grid.json"""
import csv, json, sys, os, collections, itertools
run, out = sys.argv[1], sys.argv[2]
M = ["SC","BI","ICC","DCC","RC"]
rows = [r for r in csv.DictReader(open(os.path.join(run,"scores.csv"))) if r["phase"]=="post"]
order, docs = [], collections.OrderedDict()
for r in rows:
    if r["candidate"] not in order: order.append(r["candidate"])
    docs.setdefault((r["org"], r["doc"]), {})[r["candidate"]] = [float(r[m]) for m in M]
chunks = {}
for c in order:
    per = collections.defaultdict(list)
    for line in open(os.path.join(run,"chunks",c.replace(":","-")+".jsonl")):
        per[json.loads(line)["doc"]].append(line)
    chunks[c] = per
def select(w):
    return tuple(max(order, key=lambda c: (sum(a*b for a,b in zip(w, sc[c]))/sum(w), -order.index(c)))
                 for sc in docs.values())
os.makedirs(out, exist_ok=True)
groups = collections.OrderedDict()
for w in [(1,1,1,1,1)] + [w for w in itertools.product([0,1,2], repeat=5) if any(w)]:
    groups.setdefault(select(w), []).append(w)
meta = []
for i, (sel, ws) in enumerate(groups.items()):
    name = f"sel-{i}"
    with open(os.path.join(out, name+".jsonl"), "w") as f:
        for (key, best) in zip(docs.keys(), sel):
            f.writelines(chunks[best][key[1]])
    wins = collections.Counter(sel)
    meta.append({"name": name, "weights": ws, "wins": dict(wins)})
json.dump(meta, open(os.path.join(out,"grid.json"),"w"), indent=1)
print(len(groups), "distinct selections from", sum(len(w) for w in groups.values()), "weight vectors")
