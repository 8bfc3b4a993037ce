"""Leave-one-organisation-out choice of weights from one bench run.
usage: loo.py bench-report.json grid.json CANDIDATE,CANDIDATE,...
Criteria (the issue's target): R@1024 and ceiling above every candidate; R@512 and MRR@6
within 0.01 of the best candidate. Margin = the smallest of the four slacks."""
import json, sys
rep = json.load(open(sys.argv[1])); grid = {g["name"]: g for g in json.load(open(sys.argv[2]))}
cands = sys.argv[3].split(",")
S = {s["name"]: s for s in rep["strategies"]}
orgs = list(S[cands[0]]["byOrganisation"].keys())
def m(name, on):
    q = sum(S[name]["byOrganisation"][o]["queries"] for o in on)
    agg = lambda f: sum(f(S[name]["byOrganisation"][o]) * S[name]["byOrganisation"][o]["queries"] for o in on) / q
    return {"R@512": agg(lambda x: x["budgetRecall"][1]), "R@1024": agg(lambda x: x["budgetRecall"][2]),
            "MRR@6": agg(lambda x: x["mrr6"]), "ceiling": agg(lambda x: x["ceiling"])}
def margin(name, on):
    a = m(name, on); c = [m(x, on) for x in cands]
    slack = {"R@1024": a["R@1024"] - max(x["R@1024"] for x in c),
             "ceiling": a["ceiling"] - max(x["ceiling"] for x in c),
             "R@512": a["R@512"] - (max(x["R@512"] for x in c) - 0.01),
             "MRR@6": a["MRR@6"] - (max(x["MRR@6"] for x in c) - 0.01)}
    return min(slack.values()), slack, a
sels = [n for n in S if n.startswith("jsonl:")]
short = lambda n: n.split("/")[-1].replace(".jsonl", "")
print("overall (all four organisations), best 8 selections by margin:")
ranked = sorted(sels, key=lambda n: -margin(n, orgs)[0])
for n in ranked[:8]:
    mg, sl, a = margin(n, orgs)
    g = grid[short(n)]
    print(f"  {short(n):7s} margin {mg:+.3f} " + " ".join(f"{k} {v:.3f}" for k, v in a.items())
          + f" weights {g['weights'][:3]} wins {g['wins']}")
print("leave one organisation out:")
for h in orgs:
    train = [o for o in orgs if o != h]
    best = max(sels, key=lambda n: margin(n, train)[0])
    mg, sl, a = margin(best, [h])
    g = grid[short(best)]
    print(f"  held out {h}: chose {short(best)} (weights {g['weights'][:3]}, train margin "
          f"{margin(best, train)[0]:+.3f}); on {h}: margin {mg:+.3f} "
          + " ".join(f"{k} {v:+.3f}" for k, v in sl.items()))
