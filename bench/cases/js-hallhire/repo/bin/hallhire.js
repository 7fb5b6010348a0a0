#!/usr/bin/env node
'use strict';

const fs = require('fs');
const { parseBookings, clashes, describeClash, invoice, renderInvoice, diary } = require('../lib');

function main(argv) {
  const [command, file, ...rest] = argv;
  if (!command || !file) {
    process.stderr.write('usage: hallhire diary|clashes|invoice FILE [HIRER MONTH]\n');
    return 2;
  }
  const bookings = parseBookings(fs.readFileSync(file, 'utf8'));
  if (command === 'diary') {
    console.log(diary(bookings));
  } else if (command === 'clashes') {
    const found = clashes(bookings);
    for (const c of found) console.log(describeClash(c));
    return found.length ? 1 : 0;
  } else if (command === 'invoice') {
    const [hirer, month] = rest;
    console.log(renderInvoice(invoice(bookings, hirer, month)));
  } else {
    process.stderr.write(`unknown command: ${command}\n`);
    return 2;
  }
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { main };
