-- CreateTable
CREATE TABLE "ClaimEquivalence" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "claimLowId" TEXT NOT NULL,
    "claimHighId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClaimEquivalence_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClaimEquivalence_claimLowId_fkey" FOREIGN KEY ("claimLowId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClaimEquivalence_claimHighId_fkey" FOREIGN KEY ("claimHighId") REFERENCES "Claim" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_UserSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "detailLevel" TEXT NOT NULL,
    "conviction" REAL NOT NULL,
    "constraintResolutionMode" TEXT NOT NULL,
    "networkView" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_UserSettings" ("constraintResolutionMode", "conviction", "detailLevel", "id", "updatedAt", "userId") SELECT "constraintResolutionMode", "conviction", "detailLevel", "id", "updatedAt", "userId" FROM "UserSettings";
DROP TABLE "UserSettings";
ALTER TABLE "new_UserSettings" RENAME TO "UserSettings";
CREATE UNIQUE INDEX "UserSettings_userId_key" ON "UserSettings"("userId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ClaimEquivalence_claimLowId_idx" ON "ClaimEquivalence"("claimLowId");

-- CreateIndex
CREATE INDEX "ClaimEquivalence_claimHighId_idx" ON "ClaimEquivalence"("claimHighId");

-- CreateIndex
CREATE UNIQUE INDEX "ClaimEquivalence_userId_claimLowId_claimHighId_key" ON "ClaimEquivalence"("userId", "claimLowId", "claimHighId");
