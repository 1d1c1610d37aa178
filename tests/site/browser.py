"""Debian's chromium, headless, driven by Playwright: no browser download, no network but 127.0.0.1.

tools/setup-browser installs both, and tools/setup-axe the accessibility checker the tests inject
into pages (axe-core, from the npm registry). The flags turn off what a browser does on its own in
the background (updates, sync, safe-browsing lists, QUIC), and every host name but 127.0.0.1 fails
to resolve, so a page's third-party requests (Material's web fonts) fail at once instead of leaving.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))  # tools/setup-browser installs Debian's there
AXE = Path(__file__).resolve().parents[2] / ".cache" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
PHONE = {"width": 390, "height": 844}  # an iPhone 12-15's CSS pixels
LAPTOP = {"width": 1280, "height": 800}
SCREENS = {390: PHONE, 1280: LAPTOP}  # by width


def missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing: run tools/setup-browser (./course test does)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is missing from .venv: run tools/setup-browser (./course test does)"
    return None


def missing_axe() -> str | None:
    """Why the accessibility checks cannot run here, or None."""
    return None if AXE.exists() else f"{AXE} is missing: run tools/setup-axe (./course test does)"


@contextmanager
def phone_browser(site_address: str):
    """A fresh headless chromium profile whose pages are 390×844 and may only reach `site_address`."""
    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="chromium-profile-")
    env = {**os.environ, "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"}
    try:
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=str(CHROMIUM), args=FLAGS, headless=True, env=env,
                viewport=PHONE, screen=PHONE, locale="en-US", service_workers="block", reduced_motion="reduce")
            context.set_default_timeout(10_000)
            context.route(lambda url: not url.startswith(site_address), lambda route: route.abort())
            context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_address.rstrip("/"))
            try:
                yield context
            finally:
                context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)
