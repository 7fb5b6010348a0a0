<?php

declare(strict_types=1);

namespace Tannery;

/** The batch sheet that goes to the drum room and to the office. */
final class Report
{
    public static function render(Recipe $recipe, Batch $batch, Costing $costing): string
    {
        $lines = [];
        $lines[] = sprintf('Batch %s: %d hides, %s recipe', $batch->id, $batch->count(), $recipe->name);
        $lines[] = sprintf('Green %.1f kg, pelt %.1f kg, shaved %.1f kg', $batch->greenKg(), $batch->peltKg(), $batch->shavedKg());
        foreach ($recipe->doses($batch) as $chemical => $kg) {
            $lines[] = sprintf('  %-20s %8.2f kg', $chemical, $kg);
        }
        $lines[] = sprintf('Chemicals %s', Units::pounds($costing->chemicalPence($recipe, $batch)));
        if ($batch->finishedAreaM2() > 0) {
            $lines[] = sprintf(
                'Area %.2f m² (%.1f sq ft), %.2fp per sq ft',
                $batch->finishedAreaM2(),
                $batch->finishedAreaSqft(),
                $costing->pencePerSqft($recipe, $batch),
            );
        }
        return implode("\n", $lines) . "\n";
    }
}
