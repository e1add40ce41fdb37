#!/usr/bin/env python3
"""Drives a sign-in through the team's identity provider in headless
Chromium (selenium, Debian's chromium and chromium-driver) for
tests/cli/serve_signin.rs.

    oidc_browser.py LOGIN OUT URL

Loads URL (a gateway's /signin page, its /signin/oidc, or the address
`talent auth login --gateway` opens); a LOGIN that is a member token
(tlm_...) is typed on the gateway's own page; else it follows the link to
the provider,
signs in there as LOGIN on the provider's own page, consents, and stops
once the browser is back off the provider. Writes one JSON object to OUT:
the final URL, the page's title and text, and the cookies the browser
holds for the final page's host (HttpOnly ones included).
"""

import atexit
import json
import os
import shutil
import sys
import tempfile
import time

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def profile():
    """A Chromium profile of this run alone, removed at exit: one named
    after the pid outlived its run, and a later run given the same pid
    started with the earlier one's cookies (a signed-in session)."""
    path = tempfile.mkdtemp(prefix="talent-oidc-profile-")
    atexit.register(shutil.rmtree, path, True)
    return path


def driver():
    opts = Options()
    opts.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu",
              "--disable-dev-shm-usage", "--no-first-run",
              "--user-data-dir=" + profile()):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)


def main():
    login, out, url = sys.argv[1], sys.argv[2], sys.argv[3]
    issuer = os.environ.get("OIDC_ISSUER", "http://provider.invalid")
    d = driver()
    d.set_page_load_timeout(30)
    result = {"steps": []}
    try:
        try:
            d.get(url)
        except WebDriverException:
            pass
        for _ in range(12):
            here = d.current_url
            result["steps"].append(here)
            links = d.find_elements(By.PARTIAL_LINK_TEXT, "identity provider")
            on_idp = here.startswith(issuer + "/")
            typed = d.find_elements(By.NAME, "token")
            if not on_idp and typed and login.startswith("tlm_"):
                # The gateway's own page, without a provider: the token typed.
                typed[0].send_keys(login)
                d.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
                time.sleep(0.2)
                continue
            if not on_idp and links:
                links[0].click()
                continue
            if not on_idp:
                break
            fields = d.find_elements(By.NAME, "login")
            if fields:
                fields[0].send_keys(login)
                pw = d.find_elements(By.NAME, "password")
                if pw:
                    pw[0].send_keys("any")
                d.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
            else:
                buttons = d.find_elements(By.CSS_SELECTOR, "button[type=submit]")
                if not buttons:
                    break
                buttons[0].click()
            time.sleep(0.2)
        result["url"] = d.current_url
        result["title"] = d.title
        try:
            result["text"] = d.find_element(By.TAG_NAME, "body").text
        except WebDriverException:
            result["text"] = ""
        result["cookies"] = d.get_cookies()
    finally:
        d.quit()
    # Whole or not at all: the reader may be waiting for the file.
    with open(out + ".part", "w") as f:
        json.dump(result, f)
    os.replace(out + ".part", out)


if __name__ == "__main__":
    main()
