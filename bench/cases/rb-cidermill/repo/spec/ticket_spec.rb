RSpec.describe Cidermill::Ticket do
  let(:batches) do
    [
      Cidermill::Batch.new(grower: "Croft", variety: "Kingston Black", kind: :bittersweet, kg: 150, brix: 11.4, bruised_pct: 10),
      Cidermill::Batch.new(grower: "Croft", variety: "Egremont Russet", kind: :dessert, kg: 60, brix: 13.0),
      Cidermill::Batch.new(grower: "Croft", variety: "Bramley", kind: :sharp, kg: 35, brix: 8.9, bruised_pct: 3)
    ]
  end

  it "lists the loads, the refused ones, the juice and the fee" do
    ticket = described_class.new(Cidermill::Pressing.new).for_grower("Croft", batches)
    expect(ticket).to eq(<<~TICKET.chomp)
      Cider mill ticket: Croft
        Kingston Black    150.0 kg  11.4 Bx  10% bruised
        Egremont Russet    60.0 kg  13.0 Bx   0% bruised
        Bramley            35.0 kg   8.9 Bx   3% bruised
        refused: Bramley
        juice 135.0 l (29.7 gal)  fee £24.30
    TICKET
  end
end
