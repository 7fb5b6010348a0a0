<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Threadworks\Embroidery\JobSheet;
use Threadworks\Embroidery\Quote;

final class JobSheetTest extends TestCase
{
    public function testRendersTheSheet(): void
    {
        $sheet = JobSheet::render('Harbour Rowing Club', new Quote(Designs::crest(), 20, true));
        self::assertSame(implode("\n", [
            'Job: Harbour Rowing Club - Rowing club crest x 20',
            'Stitches 7,200, 3 colour changes, 5 trims',
            'Hoop: 12cm',
            'Machine time: 240 min',
            'Threads:',
            '  1624 gold 180 m (1 cone)',
            '  1801 white 180 m (1 cone)',
            '  1966 navy 360 m (1 cone)',
            'Quoted: £177.74',
        ]), $sheet);
    }
}
