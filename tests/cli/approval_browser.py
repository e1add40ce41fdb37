#!/usr/bin/env python3
"""Drives talent's approval page in headless Chromium (selenium, Debian's
chromium and chromium-driver) for tests/cli/mcp_approval.rs.

    approval_browser.py ACTION TARGET

TARGET is the forwarding file talent hands its opener (or the page's
address). ACTION is one of:

    approve, decline     load the page and click the button
    foreign-host         load the page under another Host (localhost)
    foreign-origin       load the page, then post its form from another origin
    no-token             load the page, drop the token field, click Approve
    second               answer Approve in a new tab, then Decline in the first
    wait-expire:SECONDS  load the page, wait, then click Approve

Prints one JSON line: what the browser showed after each step.
"""

import atexit
import json
import os
import re
import shutil
import sys
import tempfile
import time

from selenium.common.exceptions import WebDriverException
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def profile():
    """A Chromium profile of this run alone, removed at exit: a profile
    named after the pid outlived its run, and a later run given the same pid
    started with the earlier one's cookies (a signed-in session)."""
    path = os.environ.get("CHROMIUM_PROFILE") or tempfile.mkdtemp(prefix="talent-approval-profile-")
    if "CHROMIUM_PROFILE" not in os.environ:
        atexit.register(shutil.rmtree, path, True)
    return path


def driver():
    opts = Options()
    opts.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu",
              "--disable-dev-shm-usage", "--no-first-run",
              "--user-data-dir=" + profile()):
        opts.add_argument(a)
    # A loaded machine can make Chromium miss chromedriver's start-up
    # deadline: try again before failing.
    for attempt in range(3):
        try:
            service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
            return webdriver.Chrome(service=service, options=opts)
        except Exception:
            if attempt == 2:
                raise
            time.sleep(1)


def url_of(target):
    if target.startswith("http://"):
        return target
    with open(target, encoding="utf-8") as f:
        m = re.search(r'url=(http://[^"]+)"', f.read())
    return m.group(1)


def text(d):
    return d.find_element(By.TAG_NAME, "body").text


def gone(element):
    """Whether the page `element` was on is gone. Chromium reports a node of
    a replaced document either as stale or as "does not belong to the
    document" (a plain WebDriverException): both mean the page went."""
    try:
        element.is_enabled()
        return False
    except WebDriverException:
        return True


def click(d, selector):
    """Clicks and waits for the page the click posts to: a click returns
    before the answer's page replaces the question's on a loaded machine,
    and reading the body then found the old page (or a stale element)."""
    old = d.find_element(By.TAG_NAME, "html")
    d.find_element(By.CSS_SELECTOR, selector).click()
    WebDriverWait(d, 30).until(lambda _: gone(old))
    WebDriverWait(d, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")


def wait_for_question(d, required=True):
    for _ in range(400):
        if d.find_elements(By.CSS_SELECTOR, "button[value=approve]"):
            return True
        time.sleep(0.05)
    if required:
        raise SystemExit("the question did not load: " + text(d))
    return False


def main():
    action, target = sys.argv[1], sys.argv[2]
    url = url_of(target)
    start = "file://" + target if not target.startswith("http://") else url
    d = driver()
    seen = []
    try:
        if action in ("approve", "decline"):
            d.get(start)
            wait_for_question(d)
            seen.append(text(d))
            click(d, "button[value=%s]" % action)
            seen.append(text(d))
        elif action == "foreign-host":
            d.get(url.replace("127.0.0.1", "localhost"))
            seen.append(text(d))
            d.get(url)
            seen.append(text(d))
        elif action == "foreign-origin":
            d.get(url)
            wait_for_question(d)
            token = d.find_element(By.NAME, "token").get_attribute("value")
            form = ("<form method=post action='%s'><input type=hidden name=token value='%s'>"
                    "<button name=answer value=approve>Go</button></form>" % (url, token))
            d.get("data:text/html," + form)
            click(d, "button")
            seen.append(text(d))
            d.get(url)
            seen.append(text(d))
        elif action == "no-token":
            d.get(start)
            wait_for_question(d)
            # WebDriver's script runs outside the page's CSP.
            d.execute_script("document.querySelector('input[name=token]').remove()")
            click(d, "button[value=approve]")
            seen.append(text(d))
            d.get(url)
            seen.append(text(d))
        elif action == "second":
            d.get(start)
            wait_for_question(d)
            first = d.current_window_handle
            d.execute_script("document.querySelector('form').target='_blank'")
            d.find_element(By.CSS_SELECTOR, "button[value=approve]").click()
            for _ in range(400):
                if len(d.window_handles) > 1:
                    break
                time.sleep(0.05)
            other = [h for h in d.window_handles if h != first][0]
            d.switch_to.window(other)
            time.sleep(0.3)
            seen.append(text(d))
            d.switch_to.window(first)
            d.execute_script("document.querySelector('form').removeAttribute('target')")
            click(d, "button[value=decline]")
            seen.append(text(d))
        elif action.startswith("wait-expire:"):
            # Wait past the question's life, then try to approve (a slow
            # browser may find it expired already).
            d.get(start)
            shown = wait_for_question(d, required=False)
            seen.append(text(d))
            if shown:
                time.sleep(float(action.split(":", 1)[1]))
                click(d, "button[value=approve]")
            seen.append(text(d))
        else:
            raise SystemExit("unknown action " + action)
    finally:
        d.quit()
    print(json.dumps({"seen": seen}))


if __name__ == "__main__":
    main()
