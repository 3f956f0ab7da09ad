// Renders the desktop app's icon (build/icon.png, 1024 px) from build/icon.svg. electron-builder
// derives the macOS .icns, the Windows .ico and the Linux sizes from that PNG.
import sharp from 'sharp';

await sharp('build/icon.svg', { density: 300 }).resize(1024, 1024).png().toFile('build/icon.png');
console.log('wrote build/icon.png');
