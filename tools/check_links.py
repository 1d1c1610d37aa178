"""Check the links of the built site: every internal link and anchor resolves, GA links name full commits.

    python tools/check_links.py site/              report every broken link; exit 1 if any
    python tools/check_links.py site/ --self-test  plant broken links in a copy and expect them reported

For each built page, in every language: each `<a href>` and `<img src>` (the content, the nav,
the header, the footer's previous and next), each asset it loads (`<link href>` but the canonical
and alternate addresses, `<script src>`, `<source src>`) and, in each stylesheet of the site, each
`url(...)`, that stays on the site is resolved against the page's URL (`x/` is `x/index.html`)
and must name a built file; its `#fragment` must be an `id` (or `<a name>`) on that page. A link
from one language's page to another page stays in that language, unless it says it goes to
another (`hreflang`: the language selector). No page links to a lesson of the original course
(spareilleux.github.io/learn): the site has its own; the course is cited as a source, by its
repository's files. A link to github.com/GuitarAlchemist/ga that names a revision (`/tree/`,
`/blob/`, `/commit/`, ...) must name it by a full 40-hex commit, so it keeps pointing at what the
lesson read. The site's base path (mkdocs.yml `site_url`, e.g. `/ga-ai/`) is where site-absolute
links (`/ga-ai/x/`) start; each language other than the first is built in a folder of its own
(`es/`), found from the pages' `<html lang>`.
"""
from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

GA = re.compile(r"^https?://github\.com/GuitarAlchemist/ga/(tree|blob|commit|raw|blame|commits)/([^/?#]+)", re.I)
FULL_COMMIT = re.compile(r"^[0-9a-f]{40}$")
# A lesson of the original course, or its index: this site has them all
ORIGINAL_LESSON = re.compile(r"^https?://spareilleux\.github\.io/learn/(?:[a-z]{2}/)?ga-ai/(?:\d{2}-[^/#?]*/?)?(?:[#?].*)?$")
NOT_LOADED = {"canonical", "alternate"}  # <link rel>s that name an address, not a file the page loads
CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]+)['\"]?\s*\)")
SITE = "http://site.invalid/"  # a stand-in origin to resolve relative links against
SKIPPED_PAGES = {"404.html"}  # Material's 404 page links absolutely to wherever it is served


@dataclass(frozen=True)
class Problem:
    """One broken link: the page it is on, the link as written, and what is wrong."""

    page: str
    link: str
    reason: str

    def __str__(self) -> str:
        return f"{self.page}: {self.link} ({self.reason})"


class PageLinks(HTMLParser):
    """A page's ids, language, links (`<a href>` with its `hreflang`, `<img src>`) and the assets it loads."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.lang = ""
        self.links: list[tuple[str, str | None]] = []  # (target, hreflang) of each <a> and <img>, anywhere on the page
        self.assets: list[str] = []

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        for key in ("id",) + (("name",) if tag == "a" else ()):
            if found.get(key):
                self.ids.add(found[key])
        if tag == "html":
            self.lang = found.get("lang") or ""
        target = found.get("href") if tag == "a" else found.get("src") if tag == "img" else None
        if target is not None:
            self.links.append((target, found.get("hreflang")))
        asset = (found.get("href") if tag == "link" and not set((found.get("rel") or "").split()) & NOT_LOADED
                 else found.get("src") if tag in ("script", "source") else None)
        if asset:
            self.assets.append(asset)


def parse(path: Path) -> PageLinks:
    parser = PageLinks()
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return parser


def site_base(site: Path) -> str:
    """The path the site is served under, from mkdocs' sitemap or `/` (e.g. `/ga-ai/`)."""
    sitemap = site / "sitemap.xml"
    if sitemap.is_file():
        first = re.search(r"<loc>([^<]+)</loc>", sitemap.read_text(encoding="utf-8"))
        if first:
            path = urlsplit(first.group(1)).path
            return path if path.endswith("/") else path.rsplit("/", 1)[0] + "/"
    return "/"


def target_file(site: Path, path: str) -> Path | None:
    """The built file a site path (relative to the site's root, unquoted) names, if any."""
    candidate = site / path
    options = [candidate / "index.html"] if path.endswith("/") or path == "" else [
        candidate, candidate / "index.html", candidate.with_name(candidate.name + ".html")]
    return next((p for p in options if p.is_file()), None)


def ga_problem(link: str) -> str | None:
    match = GA.match(link)
    if match and not FULL_COMMIT.match(match.group(2)):
        return f"a GA link should name a full 40-hex commit, not {match.group(2)!r}"
    return None


def check_site(site: Path) -> list[Problem]:
    """Every broken internal link, anchor or asset, link to another language or to the original course's lessons,
    and GA link without a full commit, in the built site."""
    site = site.resolve()
    base = site_base(site)
    pages = {p.relative_to(site).as_posix(): p for p in sorted(site.rglob("*.html"))}
    parsed: dict[str, PageLinks] = {}

    def facts(rel: str) -> PageLinks:
        if rel not in parsed:
            parsed[rel] = parse(pages[rel])
        return parsed[rel]

    problems = []
    for rel in pages:
        if rel in SKIPPED_PAGES:
            continue
        page = facts(rel)
        for link, hreflang in page.links:
            reason = link_problem(site, base, rel, link, facts) or language_problem(site, base, rel, link, hreflang, facts)
            if reason:
                problems.append(Problem(rel, link, reason))
        for asset in page.assets:
            reason = link_problem(site, base, rel, asset, facts)
            if reason:
                problems.append(Problem(rel, asset, reason))
    return problems + stylesheet_problems(site)


def language_problem(site: Path, base: str, page: str, link: str, hreflang: str | None, facts) -> str | None:
    """Why a link from a page to another page of the site leaves the page's language without saying so, if it does."""
    target = resolved_page(site, base, page, link)
    if target is None or hreflang or target in SKIPPED_PAGES:
        return None
    here, there = facts(page).lang, facts(target).lang
    return f"goes from a page in {here!r} to {target}, in {there!r}" if here and there and here != there else None


def resolved_page(site: Path, base: str, page: str, link: str) -> str | None:
    """The built HTML page an internal link leads to (relative to the site), or None for anything else."""
    parts = urlsplit(link.strip())
    if parts.scheme or link.startswith("//") or not parts.path:
        return None
    root = "/__site__" + base
    start = SITE + (base.lstrip("/") if link.startswith("/") else root.lstrip("/") + page.removesuffix("index.html"))
    path = unquote(urlsplit(urljoin(start, link)).path)
    path = path[len(base):] if link.startswith("/") else path[len(root):]
    found = target_file(site, path)
    return found.relative_to(site).as_posix() if found is not None and found.suffix == ".html" else None


def stylesheet_problems(site: Path) -> list[Problem]:
    """Each `url(...)` of the site's stylesheets that names no built file (data: and web addresses aside)."""
    problems = []
    for sheet in sorted(site.rglob("*.css")):
        rel = sheet.relative_to(site).as_posix()
        for ref in CSS_URL.findall(sheet.read_text(encoding="utf-8", errors="replace")):
            parts = urlsplit(ref)
            if parts.scheme or ref.startswith(("#", "//")):
                continue
            path = unquote(urlsplit(urljoin(SITE + rel, ref)).path).lstrip("/")
            if not (site / path).is_file():
                problems.append(Problem(rel, ref, f"no built page or file at {path}"))
    return problems


def link_problem(site: Path, base: str, page: str, link: str, facts) -> str | None:
    """What is wrong with `link` on `page` (a path relative to the site), or None."""
    link = link.strip()
    parts = urlsplit(link)
    if parts.scheme or link.startswith("//"):
        if ORIGINAL_LESSON.match(link):
            return "a lesson of the original course: link this site's page (the course is cited by its files)"
        return ga_problem(link) if parts.scheme in ("http", "https") else None
    if not link or link == "#":
        return None
    root = "/__site__" + base  # a stand-in for where the site is served, so a link above it shows
    if link.startswith("/"):
        resolved = urlsplit(urljoin(SITE, link))
        if not unquote(resolved.path).startswith(base):
            return f"a site-absolute link outside the site's base {base}"
        path = unquote(resolved.path)[len(base):]
    else:
        resolved = urlsplit(urljoin(SITE + root.lstrip("/") + page.removesuffix("index.html"), link))
        if not unquote(resolved.path).startswith(root):
            return "goes above the site's root"
        path = unquote(resolved.path)[len(root):]
    found = target_file(site, path)
    if found is None:
        return f"no built page or file at {path or '/'}"
    fragment = unquote(resolved.fragment)
    if fragment and found.suffix == ".html":
        target = found.relative_to(site).as_posix()
        if fragment not in facts(target).ids:
            return f"no id {fragment!r} on {target}"
    return None


# What the self-test plants, and a piece of the reason it must be reported with.
PLANTED = {
    '<a href="../no-such-lesson/">a broken link</a>': "no built page or file",
    '<a href="#no-such-anchor">a broken anchor</a>': "no id 'no-such-anchor'",
    '<a href="https://github.com/GuitarAlchemist/ga/blob/a826864/README.md">a short GA hash</a>': "full 40-hex commit",
    '<a href="https://spareilleux.github.io/learn/ga-ai/19-voice-leading-pairs/">the course</a>': "original course",
    '<script src="../no-such-script.js"></script>': "no built page or file",
}


def plant_broken_links(site: Path) -> str:
    """Add the PLANTED links to the content of one page of `site` (a copy); return that page."""
    page = next(p for p in sorted(site.rglob("*.html")) if "<article" in p.read_text(encoding="utf-8")
                and p.relative_to(site).as_posix() not in SKIPPED_PAGES and p.parent != site)
    text = page.read_text(encoding="utf-8")
    page.write_text(text.replace("</article>", " ".join(PLANTED) + "</article>", 1), encoding="utf-8")
    return page.relative_to(site).as_posix()


def self_test(site: Path) -> list[str]:
    """What the checker failed to report of the links planted in a copy of `site` (empty if all were)."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "site"
        shutil.copytree(site, copy)
        page = plant_broken_links(copy)
        found = [p for p in check_site(copy) if p.page == page]
    return [f"{link} on {page}" for link, reason in PLANTED.items()
            if not any(p.link in link and reason in p.reason for p in found)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, help="the built site (mkdocs build -d SITE)")
    parser.add_argument("--self-test", action="store_true", help="check that planted broken links are reported")
    args = parser.parse_args(argv)
    if args.self_test:
        missed = self_test(args.site)
        for item in missed:
            print(f"not reported: {item}", file=sys.stderr)
        print(f"self-test: {len(PLANTED) - len(missed)} of {len(PLANTED)} planted broken links reported")
        return 1 if missed else 0
    problems = check_site(args.site)
    for problem in problems:
        print(problem)
    print(f"{len(problems)} broken link{'s' if len(problems) != 1 else ''}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
