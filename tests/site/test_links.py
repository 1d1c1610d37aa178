"""Every internal link and anchor of the built site resolves, and the checks that say so can fail."""
from __future__ import annotations

import shutil

import pytest
import yaml

import check_links
import site_map
from built import build_site


def test_every_internal_link_and_anchor_of_the_built_site_resolves(site):
    "Assert no page of any language links to a missing page, file, asset or anchor, to another language unasked, to the original course's lessons, or to GA without a full commit."
    problems = check_links.check_site(site.folder)
    assert not problems, "\n".join(map(str, problems))


def test_checker_reports_a_planted_broken_link_anchor_and_short_ga_hash(site, tmp_path):
    "Assert the checker reports each broken link planted in a copy of the built site, and only those."
    copy = tmp_path / "site"
    shutil.copytree(site.folder, copy)
    page = check_links.plant_broken_links(copy)
    found = {(p.page, p.link): p.reason for p in check_links.check_site(copy)}
    folder = page.rsplit('/', 2)[0]
    assert found == {
        (page, "../no-such-lesson/"): f"no built page or file at {folder}/no-such-lesson/",
        (page, "#no-such-anchor"): f"no id 'no-such-anchor' on {page}",
        (page, "https://github.com/GuitarAlchemist/ga/blob/a826864/README.md"):
            "a GA link should name a full 40-hex commit, not 'a826864'",
        (page, "https://spareilleux.github.io/learn/ga-ai/19-voice-leading-pairs/"):
            "a lesson of the original course: link this site's page (the course is cited by its files)",
        (page, "../no-such-script.js"): f"no built page or file at {folder}/no-such-script.js",
    }
    assert check_links.self_test(site.folder) == []


@pytest.mark.parametrize("link, wrong", [
    ("https://github.com/GuitarAlchemist/ga/tree/a826864f3a012cad88e415954bf57eca0ce12aa6", False),
    ("https://github.com/GuitarAlchemist/ga/blob/f4f5b4af881f3970c6fdc25fa61a30ef9d23458a/x.cs#L95", False),
    ("https://github.com/GuitarAlchemist/ga/issues/791", False),
    ("https://github.com/GuitarAlchemist/ga", False),
    ("https://github.com/GuitarAlchemist/ga/blob/a826864/x.cs", True),
    ("https://github.com/GuitarAlchemist/ga/tree/main", True),
    ("https://github.com/guitaralchemist/ga/commit/F4F5B4A", True),
])
def test_ga_links_must_name_full_commits(link, wrong):
    "Assert a GA link that names a revision is accepted only with a full 40-hex commit."
    assert (check_links.ga_problem(link) is not None) == wrong


def test_links_resolve_like_a_browser_resolves_them(tmp_path):
    "Assert relative, site-absolute, percent-encoded and fragment links resolve to built files and ids, in the content or not."
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "index.html").write_text('<article><h2 id="café">x</h2><a href="b/">b</a></article>')
    (tmp_path / "a" / "b" / "index.html").write_text(
        '<article><a href="../#caf%C3%A9">up</a> <a href="/a/b/#top">me</a> <a href="#">top</a>'
        ' <a href="/elsewhere/">out</a> <a href="../../../x/">above</a> <img src="../missing.png"></article>'
        '<a href="../nowhere/">outside the content</a><span id="top"></span>')
    found = {p.link: p.reason for p in check_links.check_site(tmp_path)}
    assert found == {"/elsewhere/": "no built page or file at elsewhere/",
                     "../../../x/": "goes above the site's root",
                     "../missing.png": "no built page or file at a/missing.png",
                     "../nowhere/": "no built page or file at a/nowhere/"}


def test_a_page_loads_only_assets_the_site_has_and_its_stylesheets_find_their_files(tmp_path):
    "Assert a stylesheet, a script or a picture a page loads, and a file a stylesheet names, must be built; web addresses and data are left alone."
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "font.woff2").write_bytes(b"")
    (tmp_path / "assets" / "site.css").write_text(
        'a{background:url("font.woff2")} b{background:url(gone.png)} i{background:url(data:image/png;base64,AA==)}')
    (tmp_path / "index.html").write_text(
        '<html lang="en"><head><link rel="stylesheet" href="assets/site.css"><link rel="stylesheet" href="assets/lost.css">'
        '<link rel="canonical" href="http://127.0.0.1:8000/"><script src="assets/app.js"></script></head>'
        '<body><article>Home</article></body></html>')
    found = {p.link: p.reason for p in check_links.check_site(tmp_path)}
    assert found == {"assets/lost.css": "no built page or file at assets/lost.css",
                     "assets/app.js": "no built page or file at assets/app.js",
                     "gone.png": "no built page or file at assets/gone.png"}


def test_a_link_stays_in_its_pages_language_unless_it_says_where_it_goes(tmp_path):
    "Assert a Spanish page's link to an English page is reported, and the language selector's (hreflang) is not."
    for folder, lang in (("", "en"), ("es/", "es")):
        (tmp_path / folder / "a").mkdir(parents=True)
        (tmp_path / folder / "a" / "index.html").write_text(f'<html lang="{lang}"><body><article>a</article></body></html>')
    (tmp_path / "es" / "index.html").write_text(
        '<html lang="es"><body><article><a href="a/">mine</a> <a href="../a/">the English page</a>'
        ' <a href="../a/" hreflang="en">English</a></article></body></html>')
    found = {p.link: p.reason for p in check_links.check_site(tmp_path)}
    assert found == {"../a/": "goes from a page in 'es' to a/index.html, in 'en'"}


@pytest.mark.parametrize("link, wrong", [
    ("https://spareilleux.github.io/learn/ga-ai/19-voice-leading-pairs/", True),
    ("https://spareilleux.github.io/learn/fr/ga-ai/05-improvisation-skill/#exercises", True),
    ("https://spareilleux.github.io/learn/ga-ai/", True),
    ("https://spareilleux.github.io/learn/ga-ai/journal/", False),
    ("https://github.com/spareilleux/learn/blob/main/src/content/docs/ga-ai/19-voice-leading-pairs.md", False),
])
def test_no_page_sends_a_reader_to_a_lesson_of_the_original_course(tmp_path, link, wrong):
    "Assert a link to the original course's lessons or index is reported; its journal and its files, cited as sources, are not."
    (tmp_path / "index.html").write_text(f'<html lang="en"><body><article><a href="{link}">x</a></article></body></html>')
    assert bool(check_links.check_site(tmp_path)) == wrong


def test_mkdocs_strict_build_fails_on_a_broken_link_and_anchor(tmp_path):
    "Assert the site's own mkdocs configuration fails the build on a link to a missing page or anchor."
    config = site_map.config()
    docs = tmp_path / "docs"
    for folder in ("translations", config["theme"].get("custom_dir")):  # what mkdocs.yml names beside it
        if folder:
            shutil.copytree(site_map.ROOT / folder, tmp_path / folder)
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n\n## Kept\n\nSee [the other page](other.md).\n")
    (docs / "other.md").write_text("# Other\n\n[A lost page](missing.md) and [a lost anchor](index.md#no-such-anchor).\n")
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump({**config, "nav": None, "extra_css": [], "watch": []}))
    run = build_site(tmp_path, tmp_path / "out")
    assert run.returncode == 1
    assert "contains a link 'missing.md', but the target is not found among documentation files" in run.stderr
    assert "contains a link 'index.md#no-such-anchor', but the doc 'index.md' does not contain an anchor" in run.stderr
