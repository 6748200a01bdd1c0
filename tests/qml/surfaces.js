.pragma library

/**
 * The share of @p item's area, sampled every 6 px, that the window shows in @p colour:
 * the surface a popup draws. @p image is the whole window, grabbed by the test case
 * (grabImage on an item at the window's origin, @p root). A popup whose surface is not
 * drawn lets the page beneath show through, and the share falls to near nothing.
 */
function share(image, root, item, colour) {
    const origin = item.mapToItem(root, 0, 0);
    let sampled = 0;
    let drawn = 0;
    for (let y = Math.ceil(origin.y); y < Math.min(origin.y + item.height, image.height); y += 6) {
        for (let x = Math.ceil(origin.x); x < Math.min(origin.x + item.width, image.width); x += 6) {
            ++sampled;
            if (Qt.colorEqual(image.pixel(x, y), colour))
                ++drawn;
        }
    }
    return sampled > 0 ? drawn / sampled : 0;
}
