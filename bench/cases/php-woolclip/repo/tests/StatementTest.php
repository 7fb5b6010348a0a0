<?php

declare(strict_types=1);

namespace Fellside\Woolclip\Tests;

use Fellside\Woolclip\Statement;
use PHPUnit\Framework\TestCase;

final class StatementTest extends TestCase
{
    public function testStatement(): void
    {
        $this->assertSame([
            'Wool clip statement: High Fold',
            '  Fine        1 fleeces      3.0 kg     £3.34',
            '  Medium      2 fleeces      6.7 kg     £5.60',
            '  Strong      1 fleeces      4.1 kg     £2.50',
            '  Coloured    1 fleeces      2.8 kg     £1.24',
            '  Oddments    1 fleeces      3.7 kg     £0.67',
            '  gross                                   £13.35',
            '  commission                              -£0.67',
            '  levy                                    -£0.12',
            '  to pay                                  £12.56',
        ], Statement::lines(Fixtures::highFold()));
    }
}
