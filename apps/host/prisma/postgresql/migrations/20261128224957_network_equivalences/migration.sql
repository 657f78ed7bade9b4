-- AlterTable
ALTER TABLE "UserSettings" ADD COLUMN     "networkView" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ClaimEquivalence" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "claimLowId" TEXT NOT NULL,
    "claimHighId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClaimEquivalence_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClaimEquivalence_claimLowId_idx" ON "ClaimEquivalence"("claimLowId");

-- CreateIndex
CREATE INDEX "ClaimEquivalence_claimHighId_idx" ON "ClaimEquivalence"("claimHighId");

-- CreateIndex
CREATE UNIQUE INDEX "ClaimEquivalence_userId_claimLowId_claimHighId_key" ON "ClaimEquivalence"("userId", "claimLowId", "claimHighId");

-- AddForeignKey
ALTER TABLE "ClaimEquivalence" ADD CONSTRAINT "ClaimEquivalence_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClaimEquivalence" ADD CONSTRAINT "ClaimEquivalence_claimLowId_fkey" FOREIGN KEY ("claimLowId") REFERENCES "Claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClaimEquivalence" ADD CONSTRAINT "ClaimEquivalence_claimHighId_fkey" FOREIGN KEY ("claimHighId") REFERENCES "Claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;
