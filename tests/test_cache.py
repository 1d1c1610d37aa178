"""The report cache: its key follows the code a lesson imports, and nothing else."""
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
