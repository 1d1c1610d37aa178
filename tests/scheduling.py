"""How pytest-xdist shares the tests between the workers: a module's tests go to one worker, so its
module fixtures are made once (as `--dist loadscope` does), but the browser tests go by page: every
browser test of one page, whatever its module, to one worker, which reads the page once.

Reading a page in chromium, axe-core above all, is most of the browser modules' time; their
tests are parametrized by page (`[es-ga-ai/19-voice-leading-pairs-390]`, a panel's
`[es-ga-ai/09-every-interval-every-key#keys]`), and the `reading` fixture reads each page once, at
both widths, its panels opened, for every module's tests. Sharing the pages between
the workers halves that time; keeping each page's tests together keeps the one reading. (`--dist loadgroup` with an
`xdist_group` mark per page would say the same, but pytest 9.2 computes `nodeid` from `_id`, so
pytest-xdist 3.8's group suffix, written to `_nodeid`, never reaches the scheduler.)
"""
from __future__ import annotations

import re

from xdist.scheduler import LoadScopeScheduling

BY_PAGE = ("tests/site/test_browser.py", "tests/site/test_pictures.py", "tests/site/test_panels.py")
PAGE = re.compile(r"\[(?:[a-z]{2}-)?(?P<page>[^\[\]#]+?)(?:-\d+|#\w+)?\]$")  # [lang-page-width], [lang-page#panel] -> page


class ModuleOrPageScheduling(LoadScopeScheduling):
    """Scopes are modules, and in the browser modules, the page a test reads."""

    def _split_scope(self, nodeid: str) -> str:
        """A test's scope: its module, or its module and page.

        >>> s = ModuleOrPageScheduling.__new__(ModuleOrPageScheduling)
        >>> s._split_scope("tests/site/test_browser.py::test_fits[es-ga-ai/19-voice-leading-pairs-390]")
        'page ga-ai/19-voice-leading-pairs'
        >>> s._split_scope("tests/site/test_pictures.py::test_fits[fr-ga-ai/19-voice-leading-pairs-1280]")
        'page ga-ai/19-voice-leading-pairs'
        >>> s._split_scope("tests/site/test_pictures.py::test_grid[en-ga-ai/21-the-voicing-search]")
        'page ga-ai/21-the-voicing-search'
        >>> s._split_scope("tests/site/test_panels.py::test_shows[fr-ga-ai/09-every-interval-every-key#interval_grid]")
        'page ga-ai/09-every-interval-every-key'
        >>> s._split_scope("tests/lessons/test_l19.py::test_golden[pin-l19]")
        'tests/lessons/test_l19.py'
        """
        module = nodeid.split("::", 1)[0]
        found = PAGE.search(nodeid) if module in BY_PAGE else None
        return f"page {found['page']}" if found else module
