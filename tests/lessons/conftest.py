"""What the lessons' tests share: a lesson's picture drawn for a page's reader, as the site's plugin draws it."""
from pathlib import Path

import pytest

from engine import draw_picture
from macros.catalogs import Catalogs
from macros.tables import reader

CATALOGS = Catalogs(Path(__file__).resolve().parents[2] / "translations")


@pytest.fixture(scope="session")
def drawn():
    """The picture's SVG on a page in `language`: said in the catalogs' words and the language's numbers."""
    return lambda picture, language="en": draw_picture(picture, reader(CATALOGS, language, "en"))
