<?php

declare(strict_types=1);

namespace Threadworks\Embroidery;

/** The sheet that goes with a job to the machine room. */
final class JobSheet
{
    public static function render(string $customer, Quote $quote): string
    {
        $design = $quote->design;
        $hoop = Hoop::choose($design);
        $lines = [
            "Job: {$customer} - {$design->name} x {$quote->quantity}",
            sprintf('Stitches %s, %d colour changes, %d trims', number_format($design->stitches), $design->colourChanges(), $design->trims),
            "Hoop: {$hoop->name}",
            sprintf('Machine time: %d min', RunTime::minutes($design, $quote->quantity)),
            'Threads:',
        ];
        foreach (Thread::byColour($design, $quote->quantity) as $colour => $metres) {
            $lines[] = sprintf('  %s %.0f m (%d cone%s)', $colour, $metres, Thread::cones($metres), Thread::cones($metres) === 1 ? '' : 's');
        }
        $lines[] = 'Quoted: ' . Money::format($quote->total());
        return implode("\n", $lines);
    }
}
