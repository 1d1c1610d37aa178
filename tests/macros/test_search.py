"""One search index per language, split from the one static-i18n writes for the whole site."""
import json
from types import SimpleNamespace

from macros.search import INDEX, language_roots, split_index


def test_each_language_gets_its_own_pages_under_its_root(tmp_path):
    "Assert each language's index holds its pages only, located from its root, with its own stemmer."
    docs = [{"location": loc, "title": loc, "text": ""} for loc in ("", "ga-ai/#a", "es/", "es/ga-ai/", "fr/ga-ai/#b")]
    (tmp_path / INDEX).parent.mkdir(parents=True)
    (tmp_path / INDEX).write_text(json.dumps({"config": {"lang": ["en", "es", "fr"], "separator": "x"}, "docs": docs}))
    languages = [SimpleNamespace(locale="en", default=True, build=True, link="/"),
                 SimpleNamespace(locale="es", default=False, build=True, link="/es/"),
                 SimpleNamespace(locale="fr", default=False, build=True, link="/fr/"),
                 SimpleNamespace(locale="de", default=False, build=False, link="/de/")]
    roots = language_roots(SimpleNamespace(languages=languages))
    assert roots == {"en": "", "es": "es/", "fr": "fr/"}
    assert split_index(tmp_path, roots) == {"en": 2, "es": 2, "fr": 1}
    read = {lang: json.loads((tmp_path / root / INDEX).read_text()) for lang, root in roots.items()}
    assert [d["location"] for d in read["es"]["docs"]] == ["", "ga-ai/"]
    assert [d["location"] for d in read["en"]["docs"]] == ["", "ga-ai/#a"]
    assert read["fr"]["config"] == {"lang": ["fr"], "separator": "x"}
