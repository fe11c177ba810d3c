// Starts the storefront's code after the server's first view has painted (web/preload.py start_after_paint): the
// module script and its preloads wait in <template id="bw-start"> and are put into the head after the first frame.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var tags = document.getElementById('bw-start').content.children;
    for (var i = 0; i < tags.length; i += 1) {
      var tag = document.createElement(tags[i].localName);
      for (var j = 0; j < tags[i].attributes.length; j += 1) {
        tag.setAttribute(tags[i].attributes[j].name, tags[i].attributes[j].value);
      }
      document.head.appendChild(tag);
    }
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // a tab opened in the background paints no frame
  setTimeout(start, 200);
})();
