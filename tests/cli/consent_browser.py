#!/usr/bin/env python3
"""Drives the gateway's OAuth consent page and sign-in page in headless
Chromium (selenium, Debian's chromium and chromium-driver) for
tests/cli/serve_oauth.rs.

    consent_browser.py AUTHORIZE_URL TOKEN REDIRECT_PREFIX

Loads the authorization request (the consent page comes first), clicks
Approve, types the member token on the sign-in page, and waits until the
browser lands on the client's redirect. Prints one JSON line: the pages
seen and the URL it ended on.
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
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def profile():
    """A Chromium profile of this run alone, removed at exit: one named
    after the pid outlived its run, and a later run given the same pid
    started with the earlier one's cookies (a signed-in session)."""
    path = tempfile.mkdtemp(prefix="talent-consent-profile-")
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
            service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
            return webdriver.Chrome(service=service, options=opts)
        except Exception:
            if attempt == 2:
                raise
            time.sleep(1)


def main():
    url, token, prefix = sys.argv[1], sys.argv[2], sys.argv[3]
    d = driver()
    seen = {}
    try:
        d.set_page_load_timeout(30)
        d.get(url)
        wait = WebDriverWait(d, 30)
        approve = wait.until(EC.element_to_be_clickable(
            (By.CSS_SELECTOR, "button[value=approve]")))
        seen["consent"] = d.find_element(By.TAG_NAME, "body").text
        approve.click()
        try:
            field = wait.until(EC.presence_of_element_located((By.ID, "token")))
        except Exception:
            seen["ended"] = d.current_url
            seen["ended_text"] = d.find_element(By.TAG_NAME, "body").text[:500]
            return

        seen["signin_url"] = d.current_url
        field.send_keys(token)
        field.submit()
        try:
            wait.until(lambda drv: drv.current_url.startswith(prefix))
        except Exception:
            pass
        seen["ended"] = d.current_url
        seen["ended_text"] = d.find_element(By.TAG_NAME, "body").text[:500]
    finally:
        d.quit()
        print(json.dumps(seen))


if __name__ == "__main__":
    main()
