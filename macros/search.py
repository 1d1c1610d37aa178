"""One search index per language, so that a reader searching a Spanish page finds Spanish pages only.

mkdocs-static-i18n builds each language in turn, then writes one index of every language's pages
at `search/search_index.json` (`extend_search_entries` and `reconfigure_search_index`,
mkdocs_static_i18n/reconfigure.py lines 442-456 and 495-519 in v1.3.1; its maintainer on the
limit: ultrabug/mkdocs-static-i18n#271), and Material's search loads `search/search_index.json`
from the page's `base` (`fetchSearchIndex`, squidfunk/mkdocs-material
src/templates/assets/javascripts/bundle.ts lines 101-115 at 0f991a3). Neither offers an index
per language. So, once the site is built, this module
splits that index into one per language, each at the root of its language (`es/search/...`) with
locations relative to it and lunr's stemmer for that language only; `overrides/main.html` sets
the `base` a page gives Material's search to its language's root.
"""
from __future__ import annotations

import json
from pathlib import Path

INDEX = Path("search") / "search_index.json"


def language_roots(i18n_config) -> dict[str, str]:
    """Each built language's folder in the site, the default's being the root: {"en": "", "es": "es/"}."""
    roots = {}
    for language in i18n_config.languages:
        if language.build:
            roots[language.locale] = "" if language.default else language.link.strip("/") + "/"
    return roots


def split_index(site_dir: Path, roots: dict[str, str]) -> dict[str, int]:
    """Write each language's own index from the site's combined one; how many entries each got."""
    combined = json.loads((site_dir / INDEX).read_text(encoding="utf-8"))
    by_language: dict[str, list[dict]] = {}
    for doc in combined["docs"]:
        by_language.setdefault(language_of(doc["location"], roots), []).append(doc)
    counts = {}
    for locale, root in roots.items():
        docs = [relative(doc, root) for doc in by_language.get(locale, [])]
        index = {**combined, "config": {**combined["config"], "lang": [locale]}, "docs": docs}
        (site_dir / root / INDEX).parent.mkdir(parents=True, exist_ok=True)
        (site_dir / root / INDEX).write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")),
                                            encoding="utf-8")
        counts[locale] = len(docs)
    return counts


def language_of(location: str, roots: dict[str, str]) -> str:
    """The language a location of the combined index belongs to, by its folder.

    >>> roots = {"en": "", "es": "es/", "fr": "fr/"}
    >>> language_of("es/ga-ai/#x", roots), language_of("ga-ai/", roots), language_of("", roots)
    ('es', 'en', 'en')
    """
    default = next(locale for locale, root in roots.items() if not root)
    return next((locale for locale, root in roots.items() if root and location.startswith(root)), default)


def relative(doc: dict, root: str) -> dict:
    return {**doc, "location": doc["location"].removeprefix(root)}
