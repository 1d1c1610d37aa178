"""The README as a new user follows it: its Python examples print what it shows, its set-up by hand is the tools'."""
import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readmes_python_examples_print_what_it_shows():
    "Assert every `pycon` block of the README runs in the project's Python and prints what the README shows."
    blocks = "\n".join(re.findall(r"^```pycon\n(.*?)^```$", README, re.M | re.S))
    test = doctest.DocTestParser().get_doctest(blocks, {}, "README.md", str(ROOT / "README.md"), 0)
    assert any("embed_voicing" in example.source for example in test.examples)
    said = []
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=said.append)
    assert runner.failures == 0, "".join(said)


def test_the_set_up_by_hand_is_what_the_tools_run():
    "Assert the README's commands to set up by hand are those `./course` and the tools give, the [test] extra and axe-core's version included."
    course, browser, axe = ((ROOT / name).read_text(encoding="utf-8")
                            for name in ("course", "tools/setup-browser", "tools/setup-axe"))
    assert "by hand: .venv/bin/python -m pip install -e '.[test]'" in course
    assert "python3 -m venv .venv && .venv/bin/python -m pip install -e '.[test]'" in README
    assert re.search(r'^PACKAGES="chromium fonts-dejavu-core"$', browser, re.M)
    assert "sudo apt-get install --no-install-recommends chromium fonts-dejavu-core" in README
    version = re.search(r"^VERSION=(\S+)$", axe, re.M).group(1)
    assert f"npm install --prefix .cache/axe axe-core@{version}" in README
