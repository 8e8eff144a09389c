// StateDocs page furniture, added once the page has loaded (the page reads fine without it):
// a copy button on code blocks and a link on each section heading.
(function () {
  "use strict";
  var root = document.documentElement;
  var words = {
    copy: root.getAttribute("data-copy") || "Copy",
    copied: root.getAttribute("data-copied") || "Copied",
    copyCode: root.getAttribute("data-copy-code") || "Copy code to clipboard",
    headingLink: root.getAttribute("data-heading-link") || "Link to this section"
  };

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    // file:// pages are not a secure context: copy through a hidden text area.
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var done = false;
      try { done = document.execCommand("copy"); } catch (error) { done = false; }
      document.body.removeChild(area);
      if (done) resolve(); else reject(new Error("copy refused"));
    });
  }

  document.querySelectorAll(".article-body pre.code").forEach(function (pre) {
    var wrapper = document.createElement("div");
    wrapper.className = "code-block";
    pre.parentNode.insertBefore(wrapper, pre);
    wrapper.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = words.copy;
    button.setAttribute("aria-label", words.copyCode);
    button.addEventListener("click", function () {
      var code = pre.querySelector("code") || pre;
      copyText(code.textContent).then(function () {
        button.textContent = words.copied;
        button.setAttribute("data-copied", "");
        setTimeout(function () { button.textContent = words.copy; button.removeAttribute("data-copied"); }, 1600);
      }, function () {});
    });
    wrapper.appendChild(button);
  });

  document.querySelectorAll(".article-body h2[id], .article-body h3[id], .article-body h4[id]").forEach(function (heading) {
    var link = document.createElement("a");
    link.className = "heading-anchor";
    link.href = "#" + encodeURIComponent(heading.id);
    link.setAttribute("aria-label", words.headingLink);
    link.textContent = "#";
    heading.appendChild(link);
  });
})();
