"""Translations record the English page they follow; the command finds the stale and the missing."""
import subprocess
from pathlib import Path

from macros import translations as tr
from macros.__main__ import main


def git(repo, *args):
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=repo, check=True,
                   capture_output=True)


def test_hash_ignores_line_end_spaces_and_extra_blank_lines():
    "Assert trailing spaces and runs of blank lines do not make a translation stale."
    assert tr.source_hash("a  \n\n\n\nb\n") == tr.source_hash("a\n\nb")
    assert tr.source_hash("a\nb") != tr.source_hash("a\nc")


def test_stale_page_shows_the_english_diff_since_and_review_makes_it_current(tmp_path, capsys):
    "Assert an English edit makes a reviewed translation stale, with the diff, until it is marked reviewed again."
    docs = tmp_path / "docs"
    docs.mkdir()
    english, french = docs / "lesson.md", docs / "lesson.fr.md"
    english.write_text("# Lesson\n\nThe index holds voicings.\n")
    french.write_text("---\ntitle: Leçon\n---\n\nL'index contient des voicings.\n")
    git(tmp_path, "init", "-q")
    main(["reviewed", str(french)])
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-qm", "one")
    assert tr.status(english, "fr").state == "up to date"
    english.write_text("# Lesson\n\nThe index holds guitar voicings.\n")
    found = tr.status(english, "fr")
    assert found.state == "stale"
    assert "-The index holds voicings.\n+The index holds guitar voicings.\n" in found.diff
    assert main(["translations", "--docs", str(docs), "--diff"]) == 1
    out = capsys.readouterr().out
    assert "stale      fr  docs/lesson.fr.md" in out and "missing    es  docs/lesson.es.md" in out
    assert "    +The index holds guitar voicings." in out
    main(["reviewed", str(french)])
    assert tr.status(english, "fr").state == "up to date"
    assert french.read_text().startswith("---\ntranslates: ")


def test_every_translation_of_the_course_follows_its_english_page():
    "Assert no es/fr page of the course is missing or stale: a published page never carries the stale notice."
    docs = Path(__file__).resolve().parents[2] / "docs"
    behind = [tr.status(english, language, history=False).line(docs.parent)
              for english in tr.english_pages(docs) for language in tr.LANGUAGES
              if tr.status(english, language, history=False).state != "up to date"]
    assert behind == [], ("follow the English changes (`python -m macros translations --diff`), then record them"
                          " (`python -m macros reviewed PAGE`)")
