<?php

declare(strict_types=1);

namespace StudioNine\DancePasses\Report;

use StudioNine\DancePasses\PassLedger;

/**
 * The statement handed to each member at the end of term: passes with the
 * classes left, and the drop-in visits still to pay.
 */
final class TermStatement
{
    public function __construct(private readonly PassLedger $ledger)
    {
    }

    public function render(string $member): string
    {
        $lines = ["Statement for {$member}"];
        foreach ($this->ledger->passesOf($member) as $pass) {
            $lines[] = sprintf(
                '  pass %-6s %2d of %2d classes left, valid until %s',
                $pass->id,
                $pass->remaining(),
                $pass->classes,
                $pass->expires()->modify('-1 day')->format('j M Y'),
            );
        }
        foreach ($this->ledger->unpaidOf($member) as $visit) {
            $lines[] = sprintf('  drop-in %s %s', $visit->day->format('j M'), $visit->class);
        }
        $lines[] = '  to pay: ' . $this->ledger->owed($member)->format();
        return implode("\n", $lines) . "\n";
    }

    public function renderAll(): string
    {
        return implode("\n", array_map(fn (string $m): string => $this->render($m), $this->ledger->members()));
    }
}
