# frozen_string_literal: true

RSpec.describe Embroidery::Worksheet do
  it "writes the job sheet for a run of logos" do
    quote = Embroidery::Quote.new(Fixtures.logo, quantity: 24)
    expect(described_class.lines(quote, Fixtures.palette)).to eq([
      "Harbour Rowing Club x24 on pique",
      "Hoop: medium",
      "Threads: 1043 Navy, 1147 Christmas Red, 1001 White",
      "Stitches: 9000, colour changes: 3",
      "Machine time: 360 min",
      "Price: £130.62"
    ])
  end

  it "says when no hoop fits" do
    design = Embroidery::Design.new(name: "Back panel", width_mm: 290, height_mm: 300,
                                    blocks: [Embroidery::ColourBlock.new(code: "1001", stitches: 100)])
    quote = Embroidery::Quote.new(design, quantity: 1)
    expect(described_class.lines(quote, Fixtures.palette)[1]).to eq("Hoop: none fits")
  end

  it "formats pence as pounds" do
    expect(described_class.money(5)).to eq("£0.05")
    expect(described_class.money(123_456)).to eq("£1234.56")
  end
end
