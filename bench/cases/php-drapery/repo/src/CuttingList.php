<?php

declare(strict_types=1);

namespace Drapery;

/** The cutting list pinned up at the table for a job of several windows. */
final class CuttingList
{
    /** @var list<array{Curtain, ?Lining}> */
    private array $items = [];

    public function __construct(public readonly string $job)
    {
    }

    public function add(Curtain $curtain, ?Lining $lining = null): self
    {
        $this->items[] = [$curtain, $lining];
        return $this;
    }

    /** Total face fabric to cut for the job, by fabric name, in centimetres. */
    public function fabricByName(): array
    {
        $totals = [];
        foreach ($this->items as [$curtain]) {
            $name = $curtain->fabric->name;
            $totals[$name] = ($totals[$name] ?? 0.0) + $curtain->totalFabricCm();
        }
        ksort($totals);
        return $totals;
    }

    public function render(): string
    {
        $out = ["Cutting list: {$this->job}"];
        foreach ($this->items as [$curtain, $lining]) {
            $w = $curtain->window;
            $out[] = sprintf(
                '%s: %s, %d x %s (%s heading, %s)',
                $w->room,
                $curtain->fabric->name,
                $curtain->totalWidths(),
                Units::formatCm($curtain->cutLengthCm()),
                $curtain->heading->style,
                $w->hang,
            );
            if ($lining !== null) {
                $out[] = sprintf(
                    '  lining: %s, %d x %s',
                    $lining->name,
                    $lining->widths($curtain),
                    Units::formatCm($lining->cutLengthCm($curtain)),
                );
            }
        }
        foreach ($this->fabricByName() as $name => $cm) {
            $out[] = sprintf('%s: %.1f m to order', $name, Units::metresToOrder($cm));
        }
        return implode("\n", $out) . "\n";
    }
}
