#!/usr/bin/env python3
"""Renders `talent report --html`'s page in headless Chromium with the
network blocked and checks it (tests/cli/report.rs runs this):

- no request is made (the page's resource timing lists nothing, and every
  host resolves nowhere);
- every figure of `talent report -o json` appears in the page's tables
  (a day written in words counts by its `<time datetime>`);
- the verdict opens the page, under its title, and the workspace is named;
- the per-day tables are folded (`<details>`) on screen and shown in print;
- axe-core finds no serious or critical violation, in light and in dark;
- light and dark screenshots are written beside the page (for a person).

Usage: check.py PAGE.html REPORT.json AXE.min.js OUT_DIR
Exit 0 when all holds; 1 with the reasons on stderr; 3 when a tool is
missing (the caller says SKIPPED, or fails under CI).
"""

import json
import os
import sys
import tempfile

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
except ImportError as e:  # the caller decides whether that is a failure
    print(f"selenium is missing: {e}", file=sys.stderr)
    sys.exit(3)


def driver(profile):
    opts = Options()
    for flag in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        f"--user-data-dir={profile}",
        # The network blocked: no name resolves, and any connection goes to
        # a proxy that is not there.
        "--host-resolver-rules=MAP * ~NOTFOUND",
        "--proxy-server=http://127.0.0.1:9",
        "--window-size=1000,1400",
    ]:
        opts.add_argument(flag)
    opts.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=opts, service=service)


def figures(report):
    """Every number of the report, as text a table cell would hold."""
    out = []
    for name in ("unlocks", "searches", "messages"):
        m = report["meters"][name]
        out += [m["used"], m["limit"], m["left"], m["pace_per_day"]]
        out += [d["day"] for d in m["daily"]]
        if m["runs_out_on"]:
            out.append(m["runs_out_on"])
    for mem in report["members"]:
        out += [mem["member"], mem["unlocks"], mem["searches"], mem["messages"]]
    for j in report["jobs"]:
        out += [j["job_id"], j["title"], j["invited"], j["applications"]]
        out += [s["name"] for s in j["by_stage"]]
    for r in report["refusals"]:
        out += [r["day"], r["refused"], r["declined"], r["rate_limited"]]
    return [str(v) for v in out]


def main():
    page, report_file, axe_file, out_dir = sys.argv[1:5]
    report = json.load(open(report_file))
    axe = open(axe_file).read()
    problems = []
    with tempfile.TemporaryDirectory() as profile:
        try:
            d = driver(profile)
        except Exception as e:  # no chromium / chromedriver
            print(f"chromium cannot start: {e}", file=sys.stderr)
            sys.exit(3)
        try:
            d.get("file://" + os.path.abspath(page))
            requests = d.execute_script(
                "return performance.getEntriesByType('resource').map(e => e.name)"
            )
            if requests:
                problems.append(f"the page made requests: {requests}")
            cells = d.execute_script(
                "return Array.from(document.querySelectorAll('table th, table td'))"
                ".flatMap(c => [c.textContent.trim()].concat("
                "Array.from(c.querySelectorAll('time')).map(t => t.getAttribute('datetime'))))"
            )
            first = d.execute_script(
                "const h = document.querySelector('h1');"
                "const p = h && h.nextElementSibling;"
                "return p ? p.textContent.trim() : ''"
            )
            if first != report["verdict"]:
                problems.append(f"the page does not open with the verdict: {first!r}")
            text = d.execute_script("return document.body.textContent")
            if report["workspace"] not in text:
                problems.append("the workspace is not named")
            shown = (
                "return Array.from(document.querySelectorAll('details table'))"
                ".filter(t => t.checkVisibility()).length"
            )
            folded = d.execute_script("return document.querySelectorAll('details table').length")
            if folded < 3:
                problems.append(f"{folded} folded table(s); each meter's days fold")
            if d.execute_script(shown):
                problems.append("a folded table shows on screen")
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
            if d.execute_script(shown) != folded:
                problems.append("a folded table is not printed open")
            d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
            for f in figures(report):
                if f not in cells:
                    problems.append(f"{f!r} of -o json is in no table cell")
            scripts = d.execute_script("return document.scripts.length")
            if scripts:
                problems.append(f"the page holds {scripts} script(s)")
            for scheme in ("light", "dark"):
                d.execute_cdp_cmd(
                    "Emulation.setEmulatedMedia",
                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
                )
                d.save_screenshot(os.path.join(out_dir, f"report-{scheme}.png"))
                # Injected by the driver (DevTools), not by the page: the
                # page's policy allows no script of its own.
                d.execute_script(axe)
                result = d.execute_async_script(
                    "const done = arguments[arguments.length - 1];"
                    "axe.run(document).then(r => done(r.violations.map(v => "
                    "({id: v.id, impact: v.impact, nodes: v.nodes.length}))));"
                )
                for v in result:
                    if v["impact"] in ("serious", "critical"):
                        problems.append(f"axe ({scheme}): {v}")
        finally:
            d.quit()
    for p in problems:
        print(p, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
