#!/usr/bin/env python3
"""Answers a question on the gateway's approvals page in headless Chromium
(selenium, Debian's chromium and chromium-driver) for
tests/cli/serve_approve.rs.

    approvals_browser.py TOKEN URL ANSWER OUT

Loads URL (the gateway's /approvals or /approvals/{id}); the gateway sends
the browser to its sign-in page, where TOKEN (a member token of use mcp)
is typed; back on the approvals page, the first question's ANSWER button
(approve or decline) is reached by keyboard alone (Tab until it has the
focus) and pressed with Enter. Writes one JSON object to OUT: the URL and
text of each page seen, and how many Tabs it took.
"""

import atexit
import json
import os
import shutil
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains


def profile():
    """A Chromium profile of this run alone, removed at exit: one named
    after the pid outlived its run, and a later run given the same pid
    started with the earlier one's cookies (a signed-in session)."""
    path = tempfile.mkdtemp(prefix="talent-approvals-profile-")
    atexit.register(shutil.rmtree, path, True)
    return path


def driver():
    opts = Options()
    opts.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu",
              "--disable-dev-shm-usage", "--no-first-run",
              "--user-data-dir=" + profile()):
        opts.add_argument(a)
    for attempt in range(3):
        try:
            return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
        except Exception:
            if attempt == 2:
                raise
            time.sleep(1)


def body(d):
    return d.find_element(By.TAG_NAME, "body").text


def wait_for(d, cond, what):
    for _ in range(200):
        try:
            if cond():
                return
        except Exception:
            pass
        time.sleep(0.05)
    raise SystemExit("timed out waiting for " + what + ": " + d.current_url)


def main():
    token, url, answer, out = sys.argv[1:5]
    d = driver()
    seen = {"steps": []}
    try:
        d.get(url)
        wait_for(d, lambda: "/signin" in d.current_url, "the sign-in page")
        seen["steps"].append({"url": d.current_url, "text": body(d)})
        d.find_element(By.ID, "token").send_keys(token)
        d.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
        wait_for(d, lambda: "/approvals" in d.current_url and "/signin" not in d.current_url,
                 "the approvals page")
        seen["steps"].append({"url": d.current_url, "text": body(d)})
        target = d.find_element(By.CSS_SELECTOR, "button[value=%s]" % answer)
        tabs = 0
        while d.switch_to.active_element != target and tabs < 20:
            ActionChains(d).send_keys(Keys.TAB).perform()
            tabs += 1
        seen["tabs"] = tabs
        before = d.find_element(By.TAG_NAME, "html")
        ActionChains(d).send_keys(Keys.ENTER).perform()
        wait_for(d, lambda: before != d.find_element(By.TAG_NAME, "html"), "the answer's page")
        seen["steps"].append({"url": d.current_url, "text": body(d)})
    finally:
        d.quit()
    with open(out, "w", encoding="utf-8") as f:
        json.dump(seen, f)


if __name__ == "__main__":
    main()
