"""The lesson cards: every lesson of the course, those of the site from their pages, the others from the data file."""
import pytest

from macros.cards import CardError, SiteLesson, lesson_cards
from macros.catalogs import Catalogs
from macros.directives import directives
from macros.pages import LessonPage

COURSE = """address:
  en: "https://example.org/ga-ai/{slug}/"
  es: "https://example.org/es/ga-ai/{slug}/"
lessons:
  - {number: 1, slug: 01-the-map, title: {en: "The map", es: "El mapa"}}
  - {number: 2, slug: 02-embeddings, title: {en: "Embeddings", es: "Embeddings"}}
"""


@pytest.fixture
def catalogs(tmp_path):
    (tmp_path / "lessons.yml").write_text(COURSE, encoding="utf-8")
    (tmp_path / "es.yml").write_text('lesson_card_elsewhere: "En el curso original"\n', encoding="utf-8")
    return Catalogs(tmp_path)


def here(summary="Lo que responde.") -> SiteLesson:
    return SiteLesson(2, "ga-ai/02-embeddings.md", "ga-ai/02-embeddings.es.md", "Lección 2: los embeddings", summary)


def test_cards_list_every_lesson_in_order_the_sites_from_their_pages(catalogs):
    "Assert a lesson of the site links to its page with its title and summary, another to the original course, in order."
    cards = lesson_cards("ga-ai/index.es.md", "es", (here(),), catalogs)
    assert cards == ('<div class="grid cards lesson-cards" markdown>\n\n'
                     '-   <span class="lesson-card__number">1</span> [El mapa](https://example.org/es/ga-ai/01-the-map/)\n\n'
                     '    <span class="lesson-card__elsewhere">En el curso original</span>\n\n'
                     '-   <span class="lesson-card__number">2</span> [Los embeddings](02-embeddings.md)\n\n'
                     '    Lo que responde.\n\n</div>')


def test_links_are_relative_to_the_page_showing_the_cards(catalogs):
    "Assert the home page links to a lesson through its folder."
    assert "[Los embeddings](ga-ai/02-embeddings.md)" in lesson_cards("index.es.md", "es", (here(),), catalogs)


def test_a_lesson_page_without_a_summary_is_an_error_naming_its_file(catalogs):
    "Assert a lesson of the nav with no summary fails, naming the file to add it to."
    with pytest.raises(CardError, match=r"docs/ga-ai/02-embeddings.es.md has no 'summary:' in its front matter"):
        lesson_cards("index.es.md", "es", (here(summary=""),), catalogs)


@pytest.mark.parametrize("text, asks", [("{{ lesson_cards() }}", False), ('{{ value("a.b") }}', True),
                                        ('{{ lesson_cards() ~ value("a.b") }}', True), ("{{ lesson_card() }}", True)])
def test_the_cards_ask_nothing_of_the_engine(text, asks):
    "Assert a directive that only lays out the cards does not ask the engine, so a broken engine leaves the home page whole."
    page = LessonPage(None, "en", None, None, more={"lesson_cards": lambda: ""})
    assert [page.asks_engine(d) for d in directives(text)] == [asks]
