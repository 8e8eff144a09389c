// StateDocs search: loads the language's index (a script, so it also works from file://)
// on first use, then finds the articles containing every word of the query. Chinese text
// is matched by character pairs, the same way the index was built. Results are ranked by
// where the words occur (title, then a section heading, then the summary, then the text),
// and a heading that matches makes the result jump to that section.
(function () {
  "use strict";
  var CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;

  function runs(text) {
    var out = [], current = "", cjk = false;
    var chars = Array.from(text.toLowerCase());
    function flush() { if (current) out.push({ text: current, cjk: cjk }); current = ""; }
    for (var i = 0; i < chars.length; i++) {
      var c = chars[i];
      var isCJK = CJK.test(c);
      var isWord = isCJK || /[\p{L}\p{N}]/u.test(c);
      if (!isWord) { flush(); continue; }
      if (current && isCJK !== cjk) flush();
      cjk = isCJK;
      current += c;
    }
    flush();
    return out;
  }

  function matches(index, run, isLast) {
    var terms = index.terms, found = null;
    function intersect(list) {
      if (!list) { found = []; return; }
      if (found === null) { found = list.slice(); return; }
      found = found.filter(function (id) { return list.indexOf(id) >= 0; });
    }
    if (run.cjk) {
      var chars = Array.from(run.text);
      if (chars.length === 1) { intersect(terms[chars[0]]); }
      for (var i = 0; i + 1 < chars.length; i++) intersect(terms[chars[i] + chars[i + 1]]);
      return found || [];
    }
    if (terms[run.text] && !isLast) return terms[run.text];
    // The word being typed matches as a prefix.
    var union = {};
    Object.keys(terms).forEach(function (term) {
      if (term.indexOf(run.text) === 0) terms[term].forEach(function (id) { union[id] = true; });
    });
    return Object.keys(union).map(Number);
  }

  // How well a field matches: every query word in it (a Latin word at a word start).
  function fieldHas(field, parts) {
    var text = field.toLowerCase();
    return parts.every(function (run) {
      if (run.cjk) return text.indexOf(run.text) >= 0;
      return new RegExp("(^|[^\\p{L}\\p{N}])" + run.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "u").test(text);
    });
  }

  function score(page, parts) {
    var value = 0;
    if (fieldHas(page[0], parts)) value += 100;
    if ((page[3] || []).some(function (heading) { return fieldHas(heading[0], parts); })) value += 30;
    if (fieldHas(page[2] || "", parts)) value += 10;
    return value;
  }

  // Page ids containing every query word, best first (ties keep the index's newest-first order).
  function search(index, query) {
    var parts = runs(query), result = null;
    parts.forEach(function (run, n) {
      var ids = matches(index, run, n === parts.length - 1);
      result = result === null ? ids : result.filter(function (id) { return ids.indexOf(id) >= 0; });
    });
    var scores = {};
    (result || []).forEach(function (id) { scores[id] = score(index.pages[id], parts); });
    return (result || []).sort(function (a, b) { return scores[b] - scores[a] || a - b; }).slice(0, 20);
  }

  // The first heading of the page that contains the query, as [text, anchor], or null.
  function section(page, query) {
    var parts = runs(query);
    return (page[3] || []).filter(function (heading) { return fieldHas(heading[0], parts); })[0] || null;
  }

  // Appends `text` to `parent` with the query's words wrapped in <mark>.
  function highlighted(parent, text, query) {
    var words = runs(query).map(function (run) { return run.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); });
    if (!words.length) { parent.appendChild(document.createTextNode(text)); return; }
    var pattern = new RegExp("(" + words.join("|") + ")", "giu"), last = 0, match;
    while ((match = pattern.exec(text)) !== null) {
      if (match[0].length === 0) { pattern.lastIndex++; continue; }
      parent.appendChild(document.createTextNode(text.slice(last, match.index)));
      var mark = document.createElement("mark");
      mark.textContent = match[0];
      parent.appendChild(mark);
      last = match.index + match[0].length;
    }
    parent.appendChild(document.createTextNode(text.slice(last)));
  }

  function setUp(form) {
    var input = form.querySelector("input"), list = form.querySelector(".search-results");
    var status = form.querySelector("[role=status]");
    var lang = form.getAttribute("data-lang"), base = form.getAttribute("data-base");
    var loading = false;
    function index() { return (window.statedocsSearch || {})[lang]; }
    function load() {
      if (index() || loading) return;
      loading = true;
      var script = document.createElement("script");
      script.src = form.getAttribute("data-index");
      script.onload = update;
      document.head.appendChild(script);
    }
    function close() { list.hidden = true; input.setAttribute("aria-expanded", "false"); }
    function announce(count) {
      if (!status) return;
      status.textContent = count === 1 ? form.getAttribute("data-count-one")
        : (form.getAttribute("data-count-many") || "{n}").replace("{n}", String(count));
    }
    function update() {
      var data = index(), query = input.value.trim();
      list.textContent = "";
      if (!data || !query) { close(); if (status) status.textContent = ""; return; }
      var ids = search(data, query);
      if (ids.length === 0) {
        var empty = document.createElement("li");
        empty.className = "search-empty";
        empty.textContent = form.getAttribute("data-empty");
        list.appendChild(empty);
      }
      ids.forEach(function (id) {
        var page = data.pages[id], item = document.createElement("li"), link = document.createElement("a");
        var heading = section(page, query);
        link.href = base + page[1] + (heading ? "#" + heading[1] : "");
        highlighted(link, page[0], query);
        if (heading) {
          var where = document.createElement("span");
          where.className = "search-section";
          highlighted(where, heading[0], query);
          link.appendChild(where);
        }
        item.appendChild(link);
        if (page[2]) { var p = document.createElement("p"); highlighted(p, page[2], query); item.appendChild(p); }
        list.appendChild(item);
      });
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      announce(ids.length);
    }
    function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }
    input.addEventListener("focus", load);
    input.addEventListener("input", function () { load(); update(); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; update(); }
      if (event.key === "ArrowDown") { var first = links()[0]; if (first) { event.preventDefault(); first.focus(); } }
      if (event.key === "Enter") { var top = links()[0]; if (top) window.location.href = top.href; }
    });
    list.addEventListener("keydown", function (event) {
      var all = links(), at = all.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && at + 1 < all.length) { event.preventDefault(); all[at + 1].focus(); }
      if (event.key === "ArrowUp") { event.preventDefault(); if (at > 0) all[at - 1].focus(); else input.focus(); }
      if (event.key === "Escape") { close(); input.focus(); }
    });
    document.addEventListener("click", function (event) { if (!form.contains(event.target)) close(); });
    form.addEventListener("focusout", function (event) {
      if (event.relatedTarget && !form.contains(event.relatedTarget)) close();
    });
  }

  // "/" focuses the search field, as on GitHub, MDN and Docusaurus sites.
  if (document.addEventListener) document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target, tag = target && target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
    var field = document.querySelector("form[data-search] input");
    if (field) { event.preventDefault(); field.focus(); }
  });

  // Exposed for tests.
  window.statedocsSearchRuns = runs;
  window.statedocsSearchQuery = search;
  document.querySelectorAll("form[data-search]").forEach(setUp);
})();
