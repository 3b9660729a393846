// Report tests open PDFs with poppler (pdftotext, pdfimages, pdftoppm) and DOCX files with LibreOffice, both from Debian;
// install them with apt when missing (the app itself needs neither: fonts and renderers come from node_modules).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const NEEDED = [
  { binary: '/usr/bin/pdftotext', packages: ['poppler-utils'] },
  { binary: '/usr/bin/soffice', packages: ['libreoffice-writer-nogui'] },
];
const missing = NEEDED.filter((tool) => !existsSync(tool.binary)).flatMap((tool) => tool.packages);

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Report test tools are missing. Install them with: sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} for the report tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env });
}
