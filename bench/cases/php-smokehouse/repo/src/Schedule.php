<?php

declare(strict_types=1);

namespace Smokehouse;

/** When a batch comes out of the brine, goes into the kiln and is done. */
final class Schedule
{
    /** Minutes the fish dries on racks between brine and smoke, to form a pellicle. */
    public const DRYING_MINUTES = 90;

    public function __construct(private readonly int $dryingMinutes = self::DRYING_MINUTES)
    {
    }

    /** @return array{brine_out: \DateTimeImmutable, kiln_in: \DateTimeImmutable, done: \DateTimeImmutable} */
    public function plan(Batch $batch): array
    {
        $brine = Brine::minutes($batch->product, $batch->thicknessCm);
        $brineOut = $batch->start->modify("+$brine minutes");
        $kilnIn = $brineOut->modify("+{$this->dryingMinutes} minutes");
        $smoke = (int) round($batch->product->smokeHours * 60);
        $done = $kilnIn->modify("+$smoke minutes");
        return ['brine_out' => $brineOut, 'kiln_in' => $kilnIn, 'done' => $done];
    }

    public function summary(Batch $batch): string
    {
        $p = $this->plan($batch);
        return sprintf(
            "%s %s: brine until %s, kiln %s, done %s",
            $batch->number,
            $batch->product->code,
            $p['brine_out']->format('D H:i'),
            $p['kiln_in']->format('D H:i'),
            $p['done']->format('D H:i'),
        );
    }
}
