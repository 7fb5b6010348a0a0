RSpec.describe Dogwalk::InvoiceService do
  let(:rex) { dog("Rex", "Okafor", size: :large) }
  let(:pip) { dog("Pip", "Okafor", size: :small) }
  let(:luna) { dog("Luna", "Baptiste") }

  def walk(dog, day, hour, **options)
    Dogwalk::Walk.new(dog: dog, starts_at: at(day, hour), **options)
  end

  it "invoices one household's walks in time order" do
    walks = [walk(pip, 5, 9), walk(luna, 4, 9), walk(rex, 4, 14, minutes: 30)]
    invoice = described_class.new("Okafor", walks).call
    expect(invoice.lines).to eq(["Mon 04 May 14:00 Rex, 30 min solo", "Tue 05 May 09:00 Pip, 60 min solo"])
    expect(invoice.total).to eq(1700 + 3000)
  end

  it "leaves off a walk cancelled days ahead" do
    walks = [walk(luna, 4, 9), walk(luna, 6, 9).cancel(at(3, 20)), walk(luna, 7, 9, group: true)]
    invoice = described_class.new("Baptiste", walks).call
    expect(invoice.lines.size).to eq(2)
    expect(invoice.total).to eq(3000 + 1800)
  end

  it "gives regulars ten per cent off" do
    walks = (4..8).map { |day| walk(luna, day, 9, group: true) }
    invoice = described_class.new("Baptiste", walks).call
    expect([invoice.subtotal, invoice.discount, invoice.total]).to eq([9000, 900, 8100])
  end

  it "halves a second dog on the same group walk" do
    walks = [walk(rex, 4, 9, group: true), walk(pip, 4, 9, group: true)]
    expect(described_class.new("Okafor", walks).call.total).to eq(2700)
  end
end
