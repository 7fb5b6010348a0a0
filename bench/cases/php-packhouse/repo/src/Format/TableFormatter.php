<?php

declare(strict_types=1);

namespace Hillside\Orchard\Format;

/** A plain-text table: a heading line, a rule, one line per row, columns two spaces apart. */
final class TableFormatter
{
    public const LEFT = 'left';
    public const RIGHT = 'right';

    /**
     * @param array<string, string> $columns row key => heading, in print order
     * @param array<string, string> $align   row key => LEFT or RIGHT (LEFT when absent)
     */
    public function __construct(private array $columns, private array $align = [])
    {
    }

    /** @param list<array<string, string|int|float>> $rows */
    public function render(array $rows): string
    {
        $widths = $this->widths($rows);
        $lines = [$this->line($this->columns, $widths), $this->rule($widths)];
        foreach ($rows as $row) {
            $lines[] = $this->line($row, $widths);
        }
        return implode("\n", $lines) . "\n";
    }

    /**
     * @param list<array<string, string|int|float>> $rows
     * @return array<string, int>
     */
    private function widths(array $rows): array
    {
        $widths = [];
        foreach ($this->columns as $key => $heading) {
            $widths[$key] = mb_strlen($heading);
            foreach ($rows as $row) {
                $widths[$key] = max($widths[$key], mb_strlen((string) ($row[$key] ?? '')));
            }
        }
        return $widths;
    }

    /**
     * @param array<string, string|int|float> $row
     * @param array<string, int> $widths
     */
    private function line(array $row, array $widths): string
    {
        $cells = [];
        foreach ($this->columns as $key => $_) {
            $text = (string) ($row[$key] ?? '');
            $pad = $widths[$key] - mb_strlen($text);
            $right = ($this->align[$key] ?? self::LEFT) === self::RIGHT;
            $cells[] = $right ? str_repeat(' ', $pad) . $text : $text . str_repeat(' ', $pad);
        }
        return rtrim(implode('  ', $cells));
    }

    /** @param array<string, int> $widths */
    private function rule(array $widths): string
    {
        return implode('  ', array_map(static fn (int $w): string => str_repeat('-', $w), $widths));
    }
}
