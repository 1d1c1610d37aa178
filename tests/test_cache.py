"""The report cache: its key follows the code a lesson imports, and nothing else."""
import time

import pytest

from engine import cache


def test_dependencies_follow_imports_and_data():
    "Assert a lesson's dependencies include its own module, the engine's table module and its GA parts' data."
    files = {str(p.relative_to(cache.ENGINE_DIR)) for p in cache.dependencies(("engine.lessons",))}
    assert {"lessons/__init__.py", "table.py", "errors.py", "__init__.py"} <= files


def test_key_changes_with_revision_and_is_stable():
    "Assert the key differs between pin and main and is the same when asked twice."
    a = cache.source_key("engine.table", extra="x@pin")
    assert a == cache.source_key("engine.table", extra="x@pin")
    assert a != cache.source_key("engine.table", extra="x@main")


def test_disk_cache_can_be_turned_off(monkeypatch):
    "Assert ENGINE_CACHE=off turns the disk cache off."
    monkeypatch.setenv("ENGINE_CACHE", "off")
    assert cache.disk_cache_dir() is None


def test_module_names_resolve_relative_imports():
    "Assert a relative import inside a package resolves to the engine module it names."
    assert cache._resolve("engine.report", "numbers", 1) == "engine.report.numbers"
    assert cache._resolve("engine.report", "table", 2) == "engine.table"


def test_imports_are_kept_on_disk_per_version_of_a_file(monkeypatch, tmp_path):
    "Assert a file's imports come from the disk memo while its mtime and size match, and are parsed again after."
    monkeypatch.setenv("ENGINE_CACHE", "on")  # CI turns it off
    monkeypatch.setenv("ENGINE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(cache, "_imports_memo", {})
    path = cache.ENGINE_DIR / "table.py"
    parsed = cache.imports_of(path)
    cache._save_imports()
    stat = path.stat()
    monkeypatch.setattr(cache, "_imports_memo", {"table.py": [[stat.st_mtime_ns, stat.st_size], ["engine.noted"]]})
    assert cache.imports_of(path) == ("engine.noted",)
    monkeypatch.setattr(cache, "_imports_memo", {"table.py": [[0, 0], ["engine.noted"]]})
    assert cache.imports_of(path) == parsed and (tmp_path / "imports.json").is_file()


def parts(lesson: str) -> set[str]:
    files = cache.dependencies((f"engine.lessons.{lesson}",))
    return {p.relative_to(cache.ENGINE_DIR).parts[1] for p in files if p.relative_to(cache.ENGINE_DIR).parts[0] == "ga"}


def test_an_edit_of_one_ga_part_recomputes_only_the_lessons_that_import_it():
    "Assert lesson 25 does not depend on the voice-leading tool, nor lesson 19 on the routing, so editing one leaves the other cached."
    assert not parts("l25") & {"voice_leading", "vocabulary"}
    assert not parts("l19") & {"routing", "query", "vocabulary"}
    # the chat host's VoicingAgent searches lesson 3's index: lesson 25 follows the search's code too
    assert {"routing", "query", "tags", "optick", "search"} <= parts("l25")
    assert {"voicings", "optick", "voice_leading"} <= parts("l19")


def test_data_files_belong_to_the_package_they_sit_in():
    "Assert a lesson's key covers its GA parts' data files, and another lesson's data does not."
    l25 = {p.name for p in cache.dependencies(("engine.lessons.l25",))}
    assert any(name.endswith(".tsv") for name in l25)
    assert not {"examples.tsv", "texts.tsv"} & l25  # the voicing vocabulary's (lesson 21), which lesson 25 never reads


@pytest.fixture
def package(tmp_path, monkeypatch):
    """A toy engine package in its own folder, with `probe.py` (A = 1), that the cache reads as the engine."""
    folder = tmp_path / "engine"
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "probe.py").write_text("A = 1\n")
    monkeypatch.setattr(cache, "ENGINE_DIR", folder)
    return folder


def test_key_follows_an_edit_of_a_file_it_hashed(package, monkeypatch):
    "Assert a key asked again after one of its files changed is the new content's, not the remembered one."
    monkeypatch.setenv("ENGINE_CACHE", "off")
    before = cache.source_key("engine.probe")
    assert cache.source_key("engine.probe") == before
    (package / "probe.py").write_text("A = 22\n")
    assert cache.source_key("engine.probe") != before


def test_imports_anywhere_in_a_file_count(package, monkeypatch):
    "Assert the imports inside functions, classes, branches, handlers and `with` blocks count, as well as the top-level ones."
    (package / "probe.py").write_text(
        "from . import top\n"
        "def f():\n    from .inner import a\n    return [x for x in (1,)]\n"
        "class C:\n    import engine.in_class\n"
        "if True:\n    pass\nelse:\n    from . import in_else\n"
        "try:\n    pass\nexcept ImportError:\n    from . import in_handler\nfinally:\n    from . import in_finally\n"
        "with open(__file__):\n    from . import in_with\n"
        "match 1:\n    case 1:\n        from . import in_case\n")
    monkeypatch.setenv("ENGINE_CACHE", "off")
    found = set(cache.imports_of(package / "probe.py"))
    assert {"engine.top", "engine.inner", "engine.in_class", "engine.in_else", "engine.in_handler",
            "engine.in_finally", "engine.in_with", "engine.in_case"} <= found


def test_a_key_computed_elsewhere_is_taken_only_while_its_files_are_as_they_were(monkeypatch):
    "Assert another process's key record is taken as the key when its files' stamps match, and refused when one differs."
    monkeypatch.setattr(cache, "_keys", {})
    key = cache.report_key("l25", "pin")
    record = cache.key_record("l25", "pin")
    assert record["key"] == key and any(f.endswith("lessons/l25.py") for f in record["files"])
    monkeypatch.setattr(cache, "_keys", {})
    assert cache.trust_key("l25", "pin", record | {"key": "k" * 32})
    assert cache.report_key("l25", "pin") == "k" * 32  # taken, not computed again
    assert not cache.trust_key("l25", "main", record)  # another task's answer
    monkeypatch.setattr(cache, "_keys", {})
    moved = record | {"key": "k" * 32, "stamps": [[1, 2]] + record["stamps"][1:]}
    assert not cache.trust_key("l25", "pin", moved)
    assert cache.report_key("l25", "pin") == key


def test_a_key_left_on_disk_is_taken_while_its_files_are_as_they_were(package, tmp_path, monkeypatch):
    "Assert a key another process left on disk is taken without walking the imports again, and computed anew once a file it hashed changes."
    monkeypatch.setenv("ENGINE_CACHE", "on")
    monkeypatch.setenv("ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_keys", {})
    before = cache.source_key("engine.probe", extra="x@pin")
    assert (tmp_path / "cache" / cache.record_name(("engine.probe",))).is_file()
    walk = cache.dependency_files
    monkeypatch.setattr(cache, "_keys", {})  # another process: nothing in memory
    monkeypatch.setattr(cache, "_sources", {})
    monkeypatch.setattr(cache, "dependency_files", lambda modules: pytest.fail("the imports were walked again"))
    assert cache.source_key("engine.probe", extra="x@pin") == before
    monkeypatch.setattr(cache, "dependency_files", walk)
    monkeypatch.setattr(cache, "_keys", {})
    monkeypatch.setattr(cache, "_sources", {})
    (package / "probe.py").write_text("A = 22\n")
    assert cache.source_key("engine.probe", extra="x@pin") != before


def test_a_report_of_code_edited_since_the_engine_was_imported_is_used_but_not_kept(monkeypatch, tmp_path, caplog):
    "Assert a report computed while one of its module files is newer than the engine's import is not written under the file's key, and is once the code is imported anew."
    monkeypatch.setenv("ENGINE_CACHE", "on")  # CI turns it off
    monkeypatch.setenv("ENGINE_CACHE_DIR", str(tmp_path))
    key = cache.report_key("l1", "pin")
    monkeypatch.setattr(cache, "LOADED_AT", 0)  # as if every file had been saved after the import
    cache.forget()
    with caplog.at_level("INFO", logger="engine.cache"):
        assert cache.lesson_report("l1", "pin").tables
    assert not (tmp_path / f"report-{key}.json").exists()
    assert "changed while the engine ran: its report is not kept" in caplog.text
    monkeypatch.setattr(cache, "LOADED_AT", time.time_ns())  # imported anew, after the files
    cache.forget()
    cache.lesson_report("l1", "pin")
    assert (tmp_path / f"report-{key}.json").is_file()
