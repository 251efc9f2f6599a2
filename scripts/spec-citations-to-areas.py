#!/usr/bin/env python3
"""Points code comments at the area pages instead of the spec's section numbers (decision 014).

A comment citing "spec 000 §4" (the spec in ../shared, which a reader of this repository alone cannot open)
is rewritten to cite the docs/areas page of the area the file belongs to, e.g. "docs/areas/groups.md". The
area comes from the file's path (first matching rule below); a file no rule matches keeps its citation and is
listed, so the rule table can grow. Idempotent: run it again after merging other branches.

    python3 scripts/spec-citations-to-areas.py          # rewrite
    python3 scripts/spec-citations-to-areas.py --check  # exit 1 when a citation is left
"""
import pathlib, re, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CITATION = re.compile(r"spec 00[01] ?§ ?\d+(?:\.\d+)*", re.IGNORECASE)
# What --check also reports: a bare section number of the spec ("(000 §9)", "001 §2"), or a "§N" left behind after
# an area page ("docs/areas/groups.md, §4") that no reader can follow.
LEFTOVER = re.compile(r"(?<!spec )\b00[01] ?§ ?\d+|docs/areas/[\w-]+\.md[^\n]*?§ ?\d+", re.IGNORECASE)
# (path pattern, area page) — first match wins.
RULES = [
    (r"(chat|assistant)", "assistant"),
    (r"(router|paths|root-layout|nav-bar|footer|flash|query-client|marketing|route-guard|session/access)", "navigation"),
    (r"(two-factor|admin-users|tokens)", "accounts-security"),
    (r"(accounts|auth|session|login|register|reset-password|settings|first-run|verify)", "accounts"),
    (r"(family|son-)", "family"),
    (r"(journal)", "journal"),
    (r"(group)", "groups"),
    (r"(payment|stripe|purchase|checkout|webhook)", "payments"),
    (r"(uploads|image)", "images"),
    (r"(organization)", "organizations"),
    (r"(marketplace|plan-detail|plan-card|plan-rules)", "marketplace"),
    (r"(admin|seed|studio|sample)", "admin"),
    (r"(week|dashboard|progress|content|scripture|journey|calendar|devotional|challenge|dads-corner)", "weekly-journey"),
    (r"(modules/system|readyz|healthz)", "system"),
]


def area_of(path: str) -> str | None:
    for pattern, area in RULES:
        if re.search(pattern, path):
            return area
    return None


def main() -> int:
    check = "--check" in sys.argv
    left: list[str] = []
    files = [p for d in ("src", "tests", "scripts") for p in (ROOT / d).rglob("*") if p.suffix in {".ts", ".tsx", ".md"}]
    for file in files:
        text = file.read_text()
        if check:
            rel = str(file.relative_to(ROOT))
            left.extend(f"{rel}: {m.group(0)}" for m in LEFTOVER.finditer(text))
        if not CITATION.search(text):
            continue
        rel = str(file.relative_to(ROOT))
        area = area_of(rel)
        if area is None or check:
            left.extend(f"{rel}: {m.group(0)}" for m in CITATION.finditer(text))
            continue
        file.write_text(CITATION.sub(f"docs/areas/{area}.md", text))
    for line in left:
        print(line)
    return 1 if check and left else 0


if __name__ == "__main__":
    sys.exit(main())
