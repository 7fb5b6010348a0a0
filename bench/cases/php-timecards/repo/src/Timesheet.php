<?php

declare(strict_types=1);

namespace Fieldwork\Timecards;

use Fieldwork\Timecards\Format\ReportFormatter;

final class Timesheet
{
    /** @var list<Entry> */
    private array $entries = [];

    public function __construct(private readonly ReportFormatter $format = new ReportFormatter())
    {
    }

    public static function fromText(string $text, ReportFormatter $format = new ReportFormatter()): self
    {
        $sheet = new self($format);
        foreach (preg_split('/\R/', $text) ?: [] as $line) {
            if (trim($line) !== '' && !str_starts_with(trim($line), '#')) {
                $sheet->add(Entry::parse($line));
            }
        }
        return $sheet;
    }

    public function add(Entry $entry): void
    {
        $this->entries[] = $entry;
    }

    public function totalMinutes(): int
    {
        return array_sum(array_map(static fn (Entry $e): int => $e->minutes, $this->entries));
    }

    /** @return array<string, int> minutes per week label, weeks in date order */
    public function byWeek(): array
    {
        $sorted = $this->entries;
        usort($sorted, static fn (Entry $a, Entry $b): int => $a->day <=> $b->day);
        $weeks = [];
        foreach ($sorted as $entry) {
            $label = $this->format->weekLabel($entry->day);
            $weeks[$label] = ($weeks[$label] ?? 0) + $entry->minutes;
        }
        return $weeks;
    }

    /** @return array<string, int> minutes per project, most first */
    public function byProject(): array
    {
        $projects = [];
        foreach ($this->entries as $entry) {
            $projects[$entry->project] = ($projects[$entry->project] ?? 0) + $entry->minutes;
        }
        arsort($projects);
        return $projects;
    }
}
