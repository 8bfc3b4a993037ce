import csv, sys, collections
M=["SC","BI","ICC","DCC","RC"]
rows=list(csv.DictReader(open(sys.argv[1])))
agg=collections.OrderedDict()
for r in rows:
    k=(r["candidate"], r["phase"])
    a=agg.setdefault(k, {"n":0, "chunks":0, **{m:0.0 for m in M}})
    a["n"]+=1; a["chunks"]+=int(r["chunks"])
    for m in M: a[m]+=float(r[m])
print("| candidate | phase | chunks | "+" | ".join(M)+" | mean of five |")
print("|---|---|---:|"+"---:|"*6)
for ph in ["raw","post"]:
  for (c,p),a in agg.items():
    if p!=ph: continue
    vals=[a[m]/a["n"] for m in M]
    print(f"| {c} | {p} | {a['chunks']} | "+" | ".join(f"{v:.3f}" for v in vals)+f" | {sum(vals)/5:.3f} |")
