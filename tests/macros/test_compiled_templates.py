"""The theme's templates kept compiled on disk: where, when not, and never shared between unlike environments."""
import jinja2
import pytest

from macros import compiled_templates


def test_the_cache_is_beside_macros_unless_moved_or_off(monkeypatch, tmp_path):
    "Assert the cache is .cache/templates beside macros/; TEMPLATE_CACHE_DIR moves it, TEMPLATE_CACHE=off turns it off."
    monkeypatch.delenv("TEMPLATE_CACHE", raising=False)
    monkeypatch.delenv("TEMPLATE_CACHE_DIR", raising=False)
    assert compiled_templates.folder() == compiled_templates.MACROS_DIR.parent / ".cache" / "templates"
    monkeypatch.setenv("TEMPLATE_CACHE_DIR", str(tmp_path))
    assert compiled_templates.folder() == tmp_path
    monkeypatch.setenv("TEMPLATE_CACHE", "off")
    env = jinja2.Environment()
    assert compiled_templates.folder() is None and compiled_templates.use(env).bytecode_cache is None


def test_environments_that_compile_differently_keep_apart(monkeypatch, tmp_path):
    "Assert code compiled under other extensions or syntax is never taken from the cache; code compiled alike is."
    monkeypatch.setenv("TEMPLATE_CACHE", "on")
    monkeypatch.setenv("TEMPLATE_CACHE_DIR", str(tmp_path))
    template = tmp_path / "page.html"
    template.write_text("{% for x in items %}{% if x > 1 %}{% break %}{% endif %}{{ x }}{% endfor %}", encoding="utf-8")

    def render(**options):
        env = compiled_templates.use(jinja2.Environment(loader=jinja2.FileSystemLoader(str(tmp_path)), **options))
        return env.get_template("page.html").render(items=[1, 2, 3])

    assert render(extensions=["jinja2.ext.loopcontrols"]) == "1"
    kept = {p.name for p in tmp_path.glob("__jinja2_*")}
    assert len(kept) == 1
    assert render(extensions=["jinja2.ext.loopcontrols"]) == "1" and {p.name for p in tmp_path.glob("__jinja2_*")} == kept
    assert render(extensions=["jinja2.ext.loopcontrols"], trim_blocks=True) == "1"
    assert len(list(tmp_path.glob("__jinja2_*"))) == 2  # the same source under other settings: a key of its own
    with pytest.raises(jinja2.TemplateSyntaxError):  # without the extension, never the code compiled with it
        render()
